import type { StatementMatchedBy, StatementUpload } from '../../../../domain/statements.schemas';
import type { BadgeTone } from '../../../components/ui/badge';

/** Which rule found the order, as the owner reads it. */
export const MATCHED_BY_LABELS: Record<StatementMatchedBy, string> = {
  utr: 'UTR the customer gave',
  'order-id': 'Order id in the narration',
  amount: 'Exact amount',
  owner: 'Picked by you',
};

/** Why a credit waits for the owner, or was left alone. */
export const REASON_LABELS: Record<string, string> = {
  ambiguous: 'Several orders fit',
  contested: 'Another credit fits the same order',
  'more-than-due': 'More than the order owes',
  'no-order': 'No order fits',
  'named-order-not-due': 'Names an order with nothing due',
  'already-uploaded': 'Already applied',
  'twice-in-file': 'Twice in this file',
};

export interface OutcomeRow {
  line: number;
  day: string;
  amountPaise: number;
  narration: string;
  utr: string | null;
  outcome: { label: string; tone: BadgeTone };
  detail: string;
}

/** Every credit of a statement, in line order, with what became (or would become) of it. */
export function outcomeRows(statement: StatementUpload): OutcomeRow[] {
  const rows: OutcomeRow[] = [
    ...statement.matched.map((m) => ({
      ...m,
      outcome: { label: 'Matched', tone: 'brand' as const },
      detail: `${m.orderId} · ${MATCHED_BY_LABELS[m.by]}`,
    })),
    ...statement.review.map((r) => ({
      ...r,
      outcome: { label: 'Review', tone: 'warning' as const },
      detail: `${REASON_LABELS[r.reason]}: ${r.candidates.join(', ')}`,
    })),
    ...statement.unmatched.map((u) => ({
      ...u,
      outcome: { label: 'Unmatched', tone: 'neutral' as const },
      detail: REASON_LABELS[u.reason]!,
    })),
    ...statement.skipped.map((s) => ({
      ...s,
      outcome: { label: 'Already applied', tone: 'info' as const },
      detail: REASON_LABELS[s.reason]!,
    })),
  ];
  return rows.sort((a, b) => a.line - b.line);
}
