import { parseRupees } from '../../domain/money';
import type { LegacyRow } from './legacy-row';

/**
 * A value of one row that cannot be used (rupees with a third decimal, a date that is not one):
 * an importer reports it as a problem of that row (its `kind`) and goes on; it never stops the import.
 */
export class BadValue extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

const show = (value: unknown) => JSON.stringify(value)?.slice(0, 60) ?? String(value);

/** A text field, trimmed; null when missing or empty. Numbers (JSON) become their text. */
export function text(row: LegacyRow, name: string): string | null {
  const value = row[name];
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new BadValue('not text', `${name} is not text: ${show(value)}`);
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Rupees (a JSON number or a decimal text: '45.5', 45.5, '-3') as whole paise, by the domain's
 * exact parser, never floats: '45.5' → 4550, '45.50' → 4550; '45.555' (a fraction of a paisa) is
 * a BadValue, and so is anything the old service never wrote ('1e3', '1,234', '₹5', '.5').
 * Null when missing. A JSON number is read through its shortest text (45.55 → '45.55'), which is
 * exactly what the old service wrote.
 */
export function rupeesToPaise(value: unknown): number | null {
  if (isBlank(value)) return null;
  const digits = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const parsed = DECIMAL.test(digits)
    ? parseRupees(digits)
    : ({ ok: false, problem: 'not-an-amount' } as const);
  if (parsed.ok) return parsed.paise;
  if (parsed.problem === 'more-than-two-decimals')
    throw new BadValue('fraction of a paisa', `more than two decimals of rupees: ${show(value)}`);
  if (parsed.problem === 'too-large') throw new BadValue('not an amount', `amount too large: ${show(value)}`);
  throw new BadValue('not an amount', `not an amount in rupees: ${show(value)}`);
}

/** A whole number ('12', 12, '12.0'); null when missing; anything else a BadValue. */
export function integer(value: unknown): number | null {
  if (isBlank(value)) return null;
  const digits = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(digits);
  if (!match || /[1-9]/.test(match[3] ?? '') || !Number.isSafeInteger(Number(match[2])))
    throw new BadValue('not a whole number', `not a whole number: ${show(value)}`);
  const number = Number(match[2]);
  return match[1] === '-' && number !== 0 ? -number : number;
}

const TRUE = new Set(['true', 't', '1', 'yes']);
const FALSE = new Set(['false', 'f', '0', 'no']);

/** true/false (JSON), or 'true'/'false' (CSV; also t/f, 1/0, yes/no); null when missing. */
export function bool(value: unknown): boolean | null {
  if (isBlank(value)) return null;
  if (typeof value === 'boolean') return value;
  const word = String(value).trim().toLowerCase();
  if (TRUE.has(word)) return true;
  if (FALSE.has(word)) return false;
  throw new BadValue('not true or false', `not true or false: ${show(value)}`);
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const KOLKATA_OFFSET_MINUTES = 330;

/**
 * An ISO 8601 timestamp ('2024-03-05T10:20:30Z', '2024-03-05 10:20:30.123+05:30', '2024-03-05');
 * without a zone it is Asia/Kolkata time (UTC+05:30 all year). Null when missing; a BadValue when
 * it is not a real date.
 */
export function timestamp(value: unknown): Date | null {
  if (isBlank(value)) return null;
  const match = typeof value === 'string' ? ISO.exec(value.trim()) : null;
  const bad = () => new BadValue('not a date', `not an ISO 8601 date: ${show(value)}`);
  if (!match) throw bad();
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, milliseconds);
  const check = new Date(local);
  if (
    check.getUTCFullYear() !== +y! ||
    check.getUTCMonth() !== +mo! - 1 ||
    check.getUTCDate() !== +d! ||
    +h > 23 ||
    +mi > 59 ||
    +s > 59
  )
    throw bad();
  return new Date(local - zoneMinutes(zone) * 60_000);
}

function zoneMinutes(zone: string | undefined): number {
  if (zone === undefined) return KOLKATA_OFFSET_MINUTES;
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return zone.startsWith('-') ? -minutes : minutes;
}

/** A JSON column: JSON text in a CSV export, already parsed in a JSON one. Null when missing. */
export function json(value: unknown): unknown {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new BadValue('not JSON', `not valid JSON: ${show(value)}`);
  }
}
