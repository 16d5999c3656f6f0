import { useId, type ReactNode } from 'react';
import { cardParts, type CardParts, type CardRole, type Column } from './columns';
import { useT } from '../../i18n/i18n-context';

/**
 * What one part of a card shows for an item: each column's card cell, in order. A column with
 * nothing for this item (null) is left out, with its label.
 */
function filled<T>(parts: CardParts<T>, role: CardRole, item: T): Array<[Column<T>, ReactNode]> {
  return parts[role]
    .map((column): [Column<T>, ReactNode] => [column, (column.cardCell ?? column.cell)(item)])
    .filter(([, value]) => value !== null && value !== undefined);
}

function Card<T>({ item, parts, headingId }: { item: T; parts: CardParts<T>; headingId: string }) {
  const { m } = useT();
  const part = (role: CardRole) => filled(parts, role, item);
  const [corner, meta, footer] = [part('corner'), part('meta'), part('footer')];
  return (
    <article
      aria-labelledby={headingId}
      tabIndex={-1}
      data-list-item=""
      className="flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-4 shadow-sm focus-visible:-outline-offset-3 sm:p-5"
    >
      <div className="flex gap-3">
        {part('media').map(([column, value]) => (
          <div key={column.id} className="shrink-0">
            {value}
          </div>
        ))}
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="font-semibold break-words text-sand-900">
            {part('title')[0]?.[1]}
          </h2>
          {part('subtitle').map(([column, value]) => (
            <div key={column.id} className="text-sm text-sand-700">
              {value}
            </div>
          ))}
        </div>
        {corner.length > 0 && (
          <div className="-mt-1 flex shrink-0 flex-col items-end gap-1">
            {corner.map(([column, value]) => (
              <div key={column.id}>{value}</div>
            ))}
          </div>
        )}
      </div>
      {part('body').map(([column, value]) => (
        <div key={column.id} className="mt-3 text-sm break-words text-sand-800">
          {value}
        </div>
      ))}
      {meta.length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {meta.map(([column, value]) => (
            <div key={column.id} className="contents">
              <dt className="text-sand-700">{m(column.header)}</dt>
              <dd className="min-w-0 text-right break-words text-sand-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {footer.length > 0 && (
        <div className="mt-auto pt-3">
          <div className="flex flex-wrap items-center gap-2 border-t border-sand-200 pt-3">
            {footer.map(([column, value]) => (
              <div key={column.id} className="flex flex-1 flex-wrap items-center gap-2 [&>*]:flex-1">
                {value}
              </div>
            ))}
          </div>
        </div>
      )}
    </article>
  );
}

/** The phone view of a DataList (and the desktop one for lists of long text): a list of cards. */
export function DataCards<T>({
  label,
  columns,
  items,
  getKey,
  className = 'grid gap-3 md:grid-cols-2',
}: {
  label: string;
  columns: readonly Column<T>[];
  items: readonly T[];
  getKey: (item: T) => string;
  /** How the cards are laid out (columns from which width). */
  className?: string;
}) {
  const parts = cardParts(columns);
  const idPrefix = useId();
  return (
    <ul aria-label={label} className={className}>
      {items.map((item, index) => (
        <li key={getKey(item)}>
          <Card item={item} parts={parts} headingId={`${idPrefix}-${index}`} />
        </li>
      ))}
    </ul>
  );
}
