import { parseRupees } from '../../../domain/money';

/** Which way money moved, when an amount or a Cr/Dr cell says so. */
export type Side = 'credit' | 'debit';

export type StatementAmount =
  { kind: 'empty' } | { kind: 'amount'; paise: number; side: Side | null } | { kind: 'invalid' };

/** "Rs.", "INR" or "₹" before or after the figure. */
const CURRENCY = /^(?:rs\.?|inr|₹)\s*|\s*(?:rs\.?|inr|₹)$/gi;
/** "1,250.00 Cr", "500.00Dr.", "1,250.00 (Cr)". */
const SIDE_SUFFIX = /\s*\(?(cr|dr)\.?\)?$/i;

/**
 * An amount cell of a statement, exactly in paise (never through a float: parseRupees reads the
 * digits): Indian or international grouping, a Cr/Dr suffix, a sign (+ or -) or brackets for a
 * negative figure, a currency word. An empty cell or a lone dash is no amount.
 */
export function parseStatementAmount(text: string): StatementAmount {
  let cell = text.trim().replace(CURRENCY, '').trim();
  if (cell === '' || cell === '-') return { kind: 'empty' };
  let side: Side | null = null;
  const suffix = SIDE_SUFFIX.exec(cell);
  if (suffix) {
    side = suffix[1]!.toLowerCase() === 'cr' ? 'credit' : 'debit';
    cell = cell.slice(0, suffix.index).replace(CURRENCY, '').trim();
  }
  let negative = false;
  if (/^\(.*\)$/.test(cell)) {
    negative = true;
    cell = cell.slice(1, -1).trim();
  } else if (cell.startsWith('+')) cell = cell.slice(1).trim();
  const parsed = parseRupees(cell);
  if (!parsed.ok) return { kind: 'invalid' };
  return { kind: 'amount', paise: negative ? -parsed.paise : parsed.paise, side };
}

/** What a Cr/Dr column's cell says: "Cr", "CR.", "Credit", "C"; "Dr", "Debit", "D"; else null. */
export function parseSide(text: string): Side | null {
  const word = text.trim().toLowerCase().replace(/\.$/, '');
  if (word === 'cr' || word === 'credit' || word === 'c') return 'credit';
  if (word === 'dr' || word === 'debit' || word === 'd') return 'debit';
  return null;
}
