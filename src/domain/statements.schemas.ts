import { z } from 'zod';

const column = z.string().trim().min(1).max(100);

/** The order of a date's parts in a statement: day first (every Indian bank), month first, or year first. */
export const DATE_ORDERS = ['day-month-year', 'month-day-year', 'year-month-day'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/**
 * How to read a bank's statement that is not one of the built-in layouts (docs/decisions/066):
 * the header names of its columns, as the file writes them (case and spacing do not matter).
 * `credit` is the column of money in; with `creditOrDebit` (a column saying Cr or Dr) it is the
 * one amount column of both. `debit` is only to tell a debit row from a credit one.
 */
export const statementMappingSchema = z.object({
  date: column,
  narration: column,
  credit: column,
  reference: column.optional(),
  debit: column.optional(),
  creditOrDebit: column.optional(),
  dateOrder: z.enum(DATE_ORDERS).optional(),
});
export type StatementMapping = z.output<typeof statementMappingSchema>;
