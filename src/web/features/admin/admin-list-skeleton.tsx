import { cn } from '../../lib/cn';
import { Skeleton } from '../../components/ui/page-title';

/** Placeholder rows while an admin list loads, announced by `label` ("Loading products"). */
export function AdminListSkeleton({
  label,
  rows,
  image = false,
  detailWidth,
  end,
}: {
  label: string;
  rows: number;
  /** A square where the row shows a picture. */
  image?: boolean;
  /** Width class of the second, shorter line. */
  detailWidth: string;
  /** Classes of the block at the end of the row (a badge, a switch, buttons). */
  end: string;
}) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-2xl border border-sand-200 bg-white p-4">
          {image && <Skeleton className="size-14 shrink-0" />}
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className={cn('h-3', detailWidth)} />
          </div>
          <Skeleton className={end} />
        </div>
      ))}
    </div>
  );
}

/** Placeholder cards while an admin list of cards loads: one bar per class in `lines`. */
export function AdminCardSkeleton({
  label,
  cards,
  lines,
  className = 'space-y-3',
}: {
  label: string;
  cards: number;
  lines: string[];
  /** How the cards are laid out, as the loaded list lays them out. */
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className="space-y-3 rounded-2xl border border-sand-200 bg-white p-5">
          {lines.map((line, lineIndex) => (
            <Skeleton key={lineIndex} className={line} />
          ))}
        </div>
      ))}
    </div>
  );
}
