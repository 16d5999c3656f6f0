import { statementMessages } from '../../../domain/messages';
import { AppError } from '../../errors';
import { parseSide, parseStatementAmount, type Side } from './statement-amounts';
import type { ParsedDate } from './statement-dates';
import type { ColumnIndexes } from './statement-layouts';

/** Where a table's columns sit, and how many cells its header row names. */
export type RowColumns = ColumnIndexes & { width: number };

export interface RowCredit {
  line: number;
  date: string;
  amountPaise: number;
  narration: string;
  reference: string | null;
}

const refuse = (message: string): never => {
  throw new AppError('STATEMENT_REFUSED', message);
};

/**
 * The credit a transaction row holds, or null for a debit or a row with no money in it
 * (docs/decisions/066). Refused: a row narrower than the header (or wider, with text past it),
 * a date that is not one, a credit amount that does not parse or is negative, a row that is both
 * a credit and a debit, a Cr/Dr cell that says neither.
 */
export function creditOfRow(
  cells: readonly string[],
  line: number,
  date: ParsedDate,
  columns: RowColumns,
): RowCredit | null {
  if (cells.length < columns.width || cells.slice(columns.width).some((cell) => cell.trim() !== ''))
    refuse(statementMessages.cellCount(line, cells.length, columns.width));
  const dateText = cells[columns.date]!.trim();
  if (!date.ok)
    refuse(dateText === '' ? statementMessages.noDate(line) : statementMessages.badDate(line, dateText));
  const amountPaise = creditPaise(cells, line, columns);
  if (amountPaise === null || !date.ok) return null;
  const reference = columns.reference === undefined ? '' : cells[columns.reference]!.trim();
  return {
    line,
    date: date.day,
    amountPaise,
    narration: cells[columns.narration]!.trim(),
    reference: /^[-0\s]*$/.test(reference) ? null : reference, // '-' or zeros: none
  };
}

/** The paise a row brings in, or null when it brings none (a debit, an empty or zero amount). */
function creditPaise(cells: readonly string[], line: number, columns: RowColumns): number | null {
  const text = cells[columns.credit]!;
  const amount = parseStatementAmount(text);
  if (amount.kind === 'invalid') refuse(statementMessages.badAmount(line, text.trim()));
  if (amount.kind !== 'amount' || amount.paise === 0) return null;
  let side: Side | null;
  if (columns.creditOrDebit !== undefined) {
    const sideText = cells[columns.creditOrDebit]!;
    side = parseSide(sideText) ?? amount.side;
    if (side === null) refuse(statementMessages.badSide(line, sideText.trim()));
  } else if (columns.debit !== undefined) {
    // A credit column: its amount is money in, whatever its suffix; a minus there is a mistake.
    if (amount.paise < 0) refuse(statementMessages.negativeCredit(line, text.trim()));
    const debit = parseStatementAmount(cells[columns.debit]!);
    if (debit.kind === 'amount' && debit.paise !== 0) refuse(statementMessages.creditAndDebit(line));
    side = 'credit';
  } else {
    // One signed amount column: Cr/Dr when it says, else a minus is money out.
    side = amount.side ?? (amount.paise < 0 ? 'debit' : 'credit');
  }
  if (side === 'debit') return null;
  if (amount.paise < 0) refuse(statementMessages.negativeCredit(line, text.trim()));
  return amount.paise;
}
