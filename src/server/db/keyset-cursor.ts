import { messages } from '../../domain/messages';
import { AppError } from '../errors';

/**
 * Keyset pagination for lists ordered newest first by (created_at desc, id desc).
 * The cursor is opaque to clients: base64url of [created_at with microseconds in UTC, id].
 * Microseconds matter: rows inserted in one statement share created_at, and a millisecond
 * timestamp would skip or repeat rows across pages.
 */
export interface Keyset {
  createdAt: string;
  id: string;
}

/** SQL for a row's created_at as the cursor wants it; alias it `cursor_at`. */
export const cursorAtSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.createdAt, keyset.id])).toString('base64url');
}

/** The keyset a cursor names; null when there is none. A cursor we did not make is a 400. */
export function decodeCursor(cursor: string | undefined, idPattern: RegExp = UUID): Keyset | null {
  if (!cursor) return null;
  const bad = () =>
    new AppError('VALIDATION_FAILED', messages.pagination.badCursor, {
      cursor: messages.pagination.badCursor,
    });
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) throw bad();
  const [createdAt, id] = decoded as unknown[];
  if (
    typeof createdAt !== 'string' ||
    typeof id !== 'string' ||
    !TIMESTAMP.test(createdAt) ||
    !idPattern.test(id)
  )
    throw bad();
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== createdAt.slice(0, 19)) throw bad();
  return { createdAt, id };
}

/**
 * Turns `limit + 1` fetched rows into one page: the first `limit` items and, when the extra
 * row exists, the cursor of the last item shown.
 */
export function toPage<Row extends { id: string; cursor_at: string }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    items: shown.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursor_at, id: last.id }) : null,
  };
}
