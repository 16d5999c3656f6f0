import { Skeleton } from './page-title';

/** Placeholder cards while a page of cards loads: one bar per class in `lines`. */
export function CardSkeleton({
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
