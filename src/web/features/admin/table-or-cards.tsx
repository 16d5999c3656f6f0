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
