import { BadValue, text } from '../legacy-fields';
import type { LegacyRow } from '../legacy-row';
import { paiseToRupeesText } from '../../../domain/money';

/**
 * How the catalogue and order importers turn one old row into ours. A converter is a pure
 * function: a row it cannot use at all throws a BadValue (the row is skipped and reported under
 * the BadValue's kind); something it repaired is a Note (the row is imported and the repair
 * reported). Nothing here touches the database.
 */
export interface Note {
  kind: string;
  detail: string;
}

export interface Converted<T> {
  value: T;
  notes: Note[];
}

/** Collects a converter's notes as it goes. */
export class Notes {
  readonly list: Note[] = [];
  add(kind: string, detail: string): void {
    this.list.push({ kind, detail });
  }
}

/** U+0000 and lone surrogate halves cannot be stored in PostgreSQL text: the one repair of every text field. */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what must go
const UNSTORABLE = /\u0000|\p{Surrogate}/gu;

/** The text without what PostgreSQL cannot store. */
export const storable = (value: string) => value.replace(UNSTORABLE, '');

/** A text field the database can store, cut to `max` characters (noted); null when missing. */
export function storableText(row: LegacyRow, name: string, notes: Notes, max?: number): string | null {
  const value = text(row, name);
  if (value === null) return null;
  let clean = storable(value);
  if (clean !== value) notes.add('unstorable characters removed', `${name}: ${clean.slice(0, 40)}`);
  if (max !== undefined && [...clean].length > max) {
    clean = [...clean].slice(0, max).join('').trimEnd();
    notes.add(`${name} longer than ${max} characters: cut`, clean.slice(0, 40));
  }
  return clean;
}

/** A text field that must be there (a name, a title): missing is a BadValue that skips the row. */
export function requiredText(row: LegacyRow, name: string, notes: Notes, max?: number): string {
  const value = storableText(row, name, notes, max);
  if (value === null || value === '') throw new BadValue(`no ${name}`, `${name} is missing`);
  return value;
}

/** The row's old id, the key the import remembers it by: a row without one cannot be imported twice safely. */
export function legacyId(row: LegacyRow): string {
  const id = text(row, 'id');
  if (id === null) throw new BadValue('no id', 'the row has no id');
  return id;
}

/** Paise that fit our integer columns (at most ₹2,14,74,836.47). */
export const MAX_INTEGER_PAISE = 2_147_483_647;

export function fitsInteger(paise: number, what: string): number {
  if (paise > MAX_INTEGER_PAISE || paise < -MAX_INTEGER_PAISE)
    throw new BadValue('amount too large', `${what} is too large: ${paiseToRupeesText(paise)}`);
  return paise;
}
