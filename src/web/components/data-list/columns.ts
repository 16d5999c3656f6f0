import type { ReactNode } from 'react';

/**
 * Where a column's value goes on a phone card (the table shows every column as a cell):
 * - `media`: the picture at the card's start;
 * - `title`: the card's heading, which also names the card for screen readers (one per list);
 * - `subtitle`: small lines under the title;
 * - `corner`: top right, beside the title (a status badge, icon buttons);
 * - `body`: full-width text under the heading (a description, a message);
 * - `meta`: a label and value pair in the card's two-column details (the header is the label);
 * - `footer`: the bottom row, above a rule (the card's main buttons);
 * - `hidden`: only in the table.
 */
export type CardRole = 'media' | 'title' | 'subtitle' | 'corner' | 'body' | 'meta' | 'footer' | 'hidden';

/** One column of an admin list, declared once for both the table and the cards. */
export interface Column<T> {
  /** Unique in the list; the React key of its cells. */
  id: string;
  /** The table's column header, and the label of a `meta` value on a card. */
  header: string;
  /** Says `header` only to screen readers (a column of pictures or of buttons). */
  headerHidden?: boolean;
  /** The cell: what the column shows for one item. */
  cell: (item: T) => ReactNode;
  /** What the card shows instead of `cell`, where the card has more room or less (e.g. a longer date). */
  cardCell?: (item: T) => ReactNode;
  /** The column's place on a phone card; `meta` unless said. */
  card?: CardRole;
  /** Numbers and money line up at the end. */
  align?: 'start' | 'end';
  /** Extra classes of the table cell (width, wrapping, weight). */
  className?: string;
  /** The column stays in view at the table's end while a wide table scrolls sideways (row buttons). */
  sticky?: boolean;
}

/** The columns that fill each part of a card, in their declared order. */
export type CardParts<T> = Record<CardRole, Column<T>[]>;

const ROLES: CardRole[] = ['media', 'title', 'subtitle', 'corner', 'body', 'meta', 'footer', 'hidden'];

/** Sorts the columns into the parts of a card. */
export function cardParts<T>(columns: readonly Column<T>[]): CardParts<T> {
  const parts = Object.fromEntries(ROLES.map((role) => [role, [] as Column<T>[]])) as CardParts<T>;
  for (const column of columns) parts[column.card ?? 'meta'].push(column);
  return parts;
}

/** A duplicate id or more than one title would make the list say the wrong thing: fail loudly in development. */
export function checkColumns<T>(columns: readonly Column<T>[]): void {
  const ids = new Set<string>();
  for (const column of columns) {
    if (ids.has(column.id)) throw new Error(`Two list columns share the id "${column.id}"`);
    ids.add(column.id);
  }
  if (cardParts(columns).title.length !== 1) throw new Error('A list needs exactly one title column');
}
