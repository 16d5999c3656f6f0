import type { ReactNode } from 'react';

// Whole class names, so Tailwind finds them.
const SHOW_TABLE = { lg: 'hidden lg:block', xl: 'hidden xl:block' };
const SHOW_CARDS = { lg: 'lg:hidden', xl: 'xl:hidden' };

/** A list shown as a table from the `from` breakpoint up, and as cards on narrower screens. */
export function TableOrCards({
  table,
  cards,
  from,
}: {
  table: ReactNode;
  cards: ReactNode;
  from: 'lg' | 'xl';
}) {
  return (
    <>
      <div className={SHOW_TABLE[from]}>{table}</div>
      <div className={SHOW_CARDS[from]}>{cards}</div>
    </>
  );
}

/** The cards half: one card per item, two columns from md up, the list named by `label`. */
export function CardList<T extends { id: string }>({
  label,
  items,
  children,
}: {
  label: string;
  items: T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
