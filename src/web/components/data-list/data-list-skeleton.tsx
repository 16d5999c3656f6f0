import { Skeleton } from '../ui/page-title';
import { cardParts, type Column } from './columns';

/** Placeholder rows in the shape of the list's columns, announced by `label` ("Loading products"). */
export function DataListSkeleton<T>({
  label,
  columns,
  rows = 4,
  showTable,
}: {
  label: string;
  columns: readonly Column<T>[];
  rows?: number;
  /** The table's shape (desktop) or the cards' (phone). */
  showTable: boolean;
}) {
  const parts = cardParts(columns);
  return (
    <div role="status" aria-label={label} className="space-y-3">
      <span className="sr-only">{label}…</span>
      {Array.from({ length: rows }, (_, index) =>
        showTable ? (
          <div
            key={index}
            className="flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-4"
          >
            {parts.media.length > 0 && <Skeleton className="size-12 shrink-0" />}
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-8 w-24" />
          </div>
        ) : (
          <div key={index} className="space-y-3 rounded-2xl border border-sand-200 bg-white p-4">
            <div className="flex gap-3">
              {parts.media.length > 0 && <Skeleton className="size-16 shrink-0" />}
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                {parts.subtitle.length > 0 && <Skeleton className="h-3 w-1/3" />}
              </div>
            </div>
            {parts.body.length > 0 && <Skeleton className="h-10 w-full" />}
            {parts.meta.length > 0 && <Skeleton className="h-12 w-full" />}
            {parts.footer.length > 0 && <Skeleton className="h-11 w-full" />}
          </div>
        ),
      )}
    </div>
  );
}
