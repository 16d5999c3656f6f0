import type { PaymentMethod } from '../../../domain/payment-methods';
import type { Queryable } from '../../db/client';
import { AMOUNT_WINDOW_DAYS, type CandidateOrder } from './match-credits';
import { orderIdInNarration } from './order-id-in-narration';
import type { StatementCredit } from './read-statement';

interface CandidateRow {
  id: string;
  due_paise: number;
  upi_reference: string | null;
  order_date: Date;
  payment_method: PaymentMethod;
}

const CANDIDATE_COLUMNS = `id,
  case when status in ('cancelled', 'refunded') then 0
       else greatest(amount_paid_paise - refunded_paise - paid_paise, 0) end as due_paise,
  upi_reference, order_date, payment_method`;

/**
 * The orders a statement's credits could pay, read by three index lookups instead of every order
 * (docs/decisions/068): those whose typed UTR is one of the credits' (orders_upi_reference_idx),
 * those whose id a narration names (orders_id_stamp_idx on the id's first 17 characters), and the
 * UPI orders with something due placed in the amount rule's window whose due is one of the
 * credits' amounts (orders_upi_due_idx). What is due is net of any refund by line (decision 069).
 * matchCredits keeps only those with something due.
 */
export function candidateQuery(credits: readonly StatementCredit[]): { sql: string; params: unknown[] } {
  const utrs = new Set<string>();
  const stamps = new Set<string>();
  const amounts = new Set<number>();
  let first: string | null = null;
  let last: string | null = null;
  for (const credit of credits) {
    if (credit.utr !== null) {
      utrs.add(credit.utr);
      amounts.add(credit.amountPaise);
      if (first === null || credit.date < first) first = credit.date;
      if (last === null || credit.date > last) last = credit.date;
    }
    const named = orderIdInNarration(credit.narration);
    if (named) stamps.add(`ORD-${named.stamp}`);
  }
  return {
    // Three index scans, each reading its few orders; the union drops an order two of them found.
    sql: `select ${CANDIDATE_COLUMNS} from orders where upi_reference = any($1::text[])
     union
     select ${CANDIDATE_COLUMNS} from orders where left(id, 17) = any($2::text[])
     union
     select ${CANDIDATE_COLUMNS} from orders
     where payment_method = 'upi' and paid_paise < amount_paid_paise
       and status not in ('cancelled', 'refunded')
       and order_date >= ($3::date - $5::int)::timestamp at time zone 'Asia/Kolkata'
       and order_date < ($4::date + 1)::timestamp at time zone 'Asia/Kolkata'
       and amount_paid_paise - refunded_paise - paid_paise = any($6::bigint[])`,
    params: [[...utrs], [...stamps], first, last, AMOUNT_WINDOW_DAYS, [...amounts]],
  };
}

/** The orders a statement's credits could pay, as candidateQuery reads them. */
export async function candidateOrders(
  tx: Queryable,
  credits: readonly StatementCredit[],
): Promise<CandidateOrder[]> {
  const { sql, params } = candidateQuery(credits);
  const rows = await tx.query<CandidateRow>(sql, params);
  return rows.map((row) => ({
    id: row.id,
    duePaise: row.due_paise,
    typedUtr: row.upi_reference,
    placedAt: row.order_date,
    paymentMethod: row.payment_method,
  }));
}

/**
 * The keys of these credits already known (docs/decisions/067, 068): applied, waiting in the
 * review list or dismissed from an earlier upload, or a UTR that already paid an order (recorded
 * by hand, or by a match).
 */
export async function knownCreditKeys(tx: Queryable, keys: readonly string[]): Promise<Set<string>> {
  const rows = await tx.query<{ key: string }>(
    `select credit_key as key from statement_credits
     where credit_key = any($1::text[]) and outcome <> 'skipped'
     union
     select reference from payments
     where reference = any($1::text[]) and direction = 'in' and method = 'upi' and voided_at is null`,
    [keys],
  );
  return new Set(rows.map((row) => row.key));
}
