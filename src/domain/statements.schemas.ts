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

/** The rule that matched a credit to an order; `owner` when the owner picked it from the review list. */
export const MATCHED_BY = ['utr', 'order-id', 'amount', 'owner'] as const;
export type StatementMatchedBy = (typeof MATCHED_BY)[number];

const creditFields = {
  line: z.number().int(),
  /** The day the bank booked it, YYYY-MM-DD. */
  day: z.string(),
  amountPaise: z.number().int(),
  narration: z.string(),
  reference: z.string().nullable(),
  utr: z.string().nullable(),
};

export const statementMatchSchema = z.object({
  ...creditFields,
  orderId: z.string(),
  by: z.enum(MATCHED_BY),
});
export const statementReviewSchema = z.object({
  ...creditFields,
  reason: z.enum(['ambiguous', 'contested', 'more-than-due']),
  candidates: z.array(z.string()),
});
export const statementUnmatchedSchema = z.object({
  ...creditFields,
  reason: z.enum(['no-order', 'named-order-not-due']),
});
export const statementSkippedSchema = z.object({
  ...creditFields,
  reason: z.enum(['already-uploaded', 'twice-in-file']),
});

/**
 * What an upload read and decided (DESIGN 11.8, docs/decisions/068). `id` is the stored
 * statement's; null on a dry run, which stores nothing.
 */
export const statementUploadSchema = z.object({
  statement: z.object({
    id: z.uuid().nullable(),
    applied: z.boolean(),
    bank: z.string(),
    bankName: z.string(),
    fileName: z.string(),
    credits: z.number().int(),
    matched: z.array(statementMatchSchema),
    review: z.array(statementReviewSchema),
    unmatched: z.array(statementUnmatchedSchema),
    skipped: z.array(statementSkippedSchema),
  }),
});
export type StatementUpload = z.output<typeof statementUploadSchema>['statement'];

/** An order the review list offers for a credit. */
export const reviewCandidateSchema = z.object({
  orderId: z.string(),
  customerName: z.string(),
  placedAt: z.string(),
  amountDuePaise: z.number().int(),
});

/** A khata customer the review list offers for a credit: they owe at least it (docs/decisions/072). */
export const khataCandidateSchema = z.object({
  customerId: z.string(),
  code: z.string(),
  name: z.string(),
  phone: z.string(),
  owedPaise: z.number().int(),
});
export type KhataCandidate = z.output<typeof khataCandidateSchema>;

/** A credit waiting for the owner: several orders fit, or none did. */
export const reviewCreditSchema = z.object({
  id: z.uuid(),
  ...creditFields,
  outcome: z.enum(['review', 'unmatched', 'matched', 'dismissed']),
  reason: z.string().nullable(),
  candidates: z.array(reviewCandidateSchema),
  /** The khata customers it could settle, best first (empty once decided). */
  khataCandidates: z.array(khataCandidateSchema),
  orderId: z.string().nullable(),
  /** The customer whose khata it settled, and the settlement (matched by 'khata'). */
  customerId: z.string().nullable(),
  settlementId: z.string().nullable(),
  uploadedAt: z.string(),
});
export type ReviewCredit = z.output<typeof reviewCreditSchema>;

export const reviewListSchema = z.object({ credits: z.array(reviewCreditSchema) });

export const matchCreditSchema = z.object({ orderId: z.string().trim().min(1).max(60) });
export const settleCreditSchema = z.object({ customerId: z.uuid() });
export const dismissCreditSchema = z.object({ reason: z.string().trim().max(200).optional() });

/** A review action's answer: the credit as it is now, and whether this request changed it. */
export const creditDecisionSchema = z.object({
  credit: reviewCreditSchema,
  changed: z.boolean(),
  message: z.string(),
});
