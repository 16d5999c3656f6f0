import type { Queryable } from '../../db/client';
import type { CreditMatches } from './match-credits';
import type { StatementCredit } from './read-statement';

interface StatementToStore {
  bank: string;
  fileName: string;
  sha256: string;
  uploadedBy: string;
  decided: CreditMatches;
  /** The payment each matched credit's key became. */
  payments: ReadonlyMap<string, string>;
}

interface CreditRow {
  credit: StatementCredit;
  key: string;
  outcome: 'matched' | 'review' | 'unmatched' | 'skipped';
  reason: string | null;
  candidates: readonly string[];
  orderId: string | null;
  matchedBy: string | null;
}

/**
 * An applied statement and every one of its credits with its outcome, in the caller's transaction
 * (one insert for all the credits). Returns the statement's id.
 */
export async function storeStatement(tx: Queryable, statement: StatementToStore): Promise<string> {
  const { decided } = statement;
  const [stored] = await tx.query<{ id: string }>(
    `insert into statements (uploaded_by, bank, file_name, file_sha256, credits, matched, review, unmatched, skipped)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      statement.uploadedBy,
      statement.bank,
      statement.fileName,
      statement.sha256,
      decided.matched.length + decided.review.length + decided.unmatched.length + decided.skipped.length,
      decided.matched.length,
      decided.review.length,
      decided.unmatched.length,
      decided.skipped.length,
    ],
  );
  const rows: CreditRow[] = [
    ...decided.matched.map((m) => ({
      ...m,
      outcome: 'matched' as const,
      reason: null,
      candidates: [],
      matchedBy: m.by,
    })),
    ...decided.review.map((r) => ({ ...r, outcome: 'review' as const, orderId: null, matchedBy: null })),
    ...decided.unmatched.map((u) => ({
      ...u,
      outcome: 'unmatched' as const,
      candidates: [],
      orderId: null,
      matchedBy: null,
    })),
    ...decided.skipped.map((s) => ({
      ...s,
      outcome: 'skipped' as const,
      candidates: [],
      orderId: null,
      matchedBy: null,
    })),
  ];
  await tx.query(
    `insert into statement_credits (statement_id, line, day, amount_paise, narration, reference, utr,
       credit_key, outcome, reason, candidates, order_id, payment_id, matched_by)
     select $1, r.line, r.day, r.amount_paise, r.narration, r.reference, r.utr, r.credit_key, r.outcome,
            r.reason, coalesce(r.candidates, '{}'), r.order_id, r.payment_id, r.matched_by
     from jsonb_to_recordset($2::jsonb) as r(line int, day date, amount_paise bigint, narration text,
       reference text, utr text, credit_key text, outcome text, reason text, candidates text[],
       order_id text, payment_id uuid, matched_by text)`,
    [
      stored!.id,
      JSON.stringify(
        rows.map((row) => ({
          line: row.credit.line,
          day: row.credit.date,
          amount_paise: row.credit.amountPaise,
          narration: row.credit.narration,
          reference: row.credit.reference,
          utr: row.credit.utr,
          credit_key: row.key,
          outcome: row.outcome,
          reason: row.reason,
          candidates: row.candidates,
          order_id: row.orderId,
          payment_id: statement.payments.get(row.key) ?? null,
          matched_by: row.matchedBy,
        })),
      ),
    ],
  );
  return stored!.id;
}
