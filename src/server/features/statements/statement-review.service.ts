import { rankKhataCandidates, type KhataAccount } from '../../../domain/khata-candidates';
import { statementMessages } from '../../../domain/messages';
import type { ReviewCredit } from '../../../domain/statements.schemas';
import { recordAudit } from '../../audit/audit-log';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { khataAccountsOwing } from '../khata';
import { recordPayment } from '../payments';
import { creditPaymentReference } from './utr';

export interface CreditRow {
  id: string;
  line: number;
  day: string;
  amount_paise: number;
  narration: string;
  reference: string | null;
  utr: string | null;
  outcome: ReviewCredit['outcome'];
  reason: string | null;
  candidates: string[];
  order_id: string | null;
  matched_by: string | null;
  customer_id: string | null;
  settlement_id: string | null;
  uploaded_at: Date;
}

const CREDIT_COLUMNS = `c.id, c.line, c.day::text as day, c.amount_paise::float8 as amount_paise, c.narration,
  c.reference, c.utr, c.outcome, c.reason, c.candidates, c.order_id, c.matched_by, c.customer_id,
  c.settlement_id, s.uploaded_at`;

/** How many waiting credits the list shows at once: the newest. */
const REVIEW_PAGE = 200;

/**
 * Credits waiting for the owner (several orders fit, or none did), newest first, with their
 * candidate orders and the khata customers each could settle (docs/decisions/072): the khata
 * customers owing at least the smallest credit, read once, ranked for each credit.
 */
export async function reviewList(db: Queryable): Promise<ReviewCredit[]> {
  const rows = await db.query<CreditRow>(
    `select ${CREDIT_COLUMNS} from statement_credits c join statements s on s.id = c.statement_id
     where c.outcome in ('review', 'unmatched')
     order by c.day desc, c.line limit ${REVIEW_PAGE}`,
  );
  if (rows.length === 0) return [];
  const accounts = await khataAccountsOwing(db, Math.min(...rows.map((row) => row.amount_paise)));
  return withCandidates(db, rows, accounts);
}

async function withCandidates(
  db: Queryable,
  rows: readonly CreditRow[],
  khataAccounts: readonly KhataAccount[] = [],
): Promise<ReviewCredit[]> {
  const ids = [...new Set(rows.flatMap((row) => row.candidates))];
  const orders = await db.query<{ id: string; delivery_name: string; order_date: Date; due: number }>(
    `select id, delivery_name, order_date,
            case when status in ('cancelled', 'refunded') then 0
                 else greatest(amount_paid_paise - paid_paise, 0) end as due
     from orders where id = any($1::text[])`,
    [ids],
  );
  const byId = new Map(orders.map((order) => [order.id, order]));
  return rows.map((row) => ({
    id: row.id,
    line: row.line,
    day: row.day,
    amountPaise: row.amount_paise,
    narration: row.narration,
    reference: row.reference,
    utr: row.utr,
    outcome: row.outcome,
    reason: row.reason,
    orderId: row.order_id,
    customerId: row.customer_id,
    settlementId: row.settlement_id,
    uploadedAt: row.uploaded_at.toISOString(),
    khataCandidates: rankKhataCandidates(
      { amountPaise: row.amount_paise, narration: row.narration },
      khataAccounts,
    ),
    candidates: row.candidates.flatMap((id) => {
      const order = byId.get(id);
      return order
        ? [
            {
              orderId: id,
              customerName: order.delivery_name,
              placedAt: order.order_date.toISOString(),
              amountDuePaise: order.due,
            },
          ]
        : [];
    }),
  }));
}

/** The credit, locked for this transaction (a second click waits, then sees the first's outcome). */
export async function lockCredit(tx: Queryable, creditId: string): Promise<CreditRow> {
  const [row] = await tx.query<CreditRow>(
    `select ${CREDIT_COLUMNS} from statement_credits c join statements s on s.id = c.statement_id
     where c.id = $1 and c.outcome <> 'skipped' for update of c`,
    [creditId],
  );
  if (!row) throw new AppError('NOT_FOUND', statementMessages.creditNotFound);
  return row;
}

export interface CreditDecision {
  credit: ReviewCredit;
  changed: boolean;
  message: string;
}

export async function decision(
  tx: Queryable,
  row: CreditRow,
  changed: boolean,
  message: string,
): Promise<CreditDecision> {
  const [credit] = await withCandidates(tx, [row]);
  return { credit: credit!, changed, message };
}

/**
 * The owner says which order a credit in the review list pays: a payment exactly like a match's
 * (recordPayment's refusals pass through: more than due, a UTR already used, a cancelled order).
 * Matched to that order already: nothing changes, and the answer says so.
 */
export function matchCreditToOrder(
  db: Database,
  creditId: string,
  orderId: string,
  adminId: string,
): Promise<CreditDecision> {
  return db.transaction(async (tx) => {
    const row = await lockCredit(tx, creditId);
    if (row.matched_by === 'khata')
      throw new AppError('STATEMENT_CREDIT_DECIDED', statementMessages.creditSettledKhata);
    if (row.outcome === 'matched') {
      if (row.order_id === orderId)
        return decision(tx, row, false, statementMessages.creditAlreadyMatched(orderId));
      throw new AppError(
        'STATEMENT_CREDIT_DECIDED',
        statementMessages.creditMatchedElsewhere(row.order_id ?? ''),
      );
    }
    if (row.outcome === 'dismissed')
      throw new AppError('STATEMENT_CREDIT_DECIDED', statementMessages.creditWasDismissed);
    const payment = await recordPayment(tx, {
      orderId,
      method: 'upi',
      amountPaise: row.amount_paise,
      reference: creditPaymentReference(row),
      source: 'statement',
      recordedBy: adminId,
    });
    await tx.query(
      `update statement_credits set outcome = 'matched', matched_by = 'owner', order_id = $2, payment_id = $3,
         decided_by = $4, decided_at = now()
       where id = $1`,
      [creditId, orderId, payment.id, adminId],
    );
    await recordAudit(tx, {
      adminId,
      action: 'statement.match',
      entity: 'order',
      entityId: orderId,
      details: { creditId, paymentId: payment.id, amountPaise: row.amount_paise, utr: row.utr, by: 'owner' },
    });
    return decision(
      tx,
      { ...row, outcome: 'matched', order_id: orderId, matched_by: 'owner' },
      true,
      statementMessages.creditMatched(orderId),
    );
  });
}

/** The owner sets a credit aside (not an order's money); dismissed already: nothing changes, and the answer says so. */
export function dismissCredit(
  db: Database,
  creditId: string,
  reason: string | undefined,
  adminId: string,
): Promise<CreditDecision> {
  return db.transaction(async (tx) => {
    const row = await lockCredit(tx, creditId);
    if (row.outcome === 'dismissed')
      return decision(tx, row, false, statementMessages.creditAlreadyDismissed);
    if (row.matched_by === 'khata')
      throw new AppError('STATEMENT_CREDIT_DECIDED', statementMessages.creditSettledKhata);
    if (row.outcome === 'matched')
      throw new AppError(
        'STATEMENT_CREDIT_DECIDED',
        statementMessages.creditMatchedElsewhere(row.order_id ?? ''),
      );
    const kept = reason?.trim() || null;
    await tx.query(
      `update statement_credits set outcome = 'dismissed', reason = coalesce($2, reason), decided_by = $3,
         decided_at = now()
       where id = $1`,
      [creditId, kept, adminId],
    );
    await recordAudit(tx, {
      adminId,
      action: 'statement.dismiss',
      entity: 'statement_credit',
      entityId: creditId,
      details: { amountPaise: row.amount_paise, utr: row.utr, reason: kept },
    });
    return decision(
      tx,
      { ...row, outcome: 'dismissed', reason: kept ?? row.reason },
      true,
      statementMessages.creditDismissed,
    );
  });
}
