import { prepared, type Queryable } from '../../db/client';

/** A counter sale's receipt link and the cash handed over (docs/decisions/090, migration 059). */
export interface CounterReceiptRow {
  token: string;
  cash_handed_paise: number;
  change_paise: number;
}

/** Keeps the sale's receipt token (made by the database, as the pay page's) and its cash and change. */
export async function insertCounterReceipt(
  tx: Queryable,
  orderId: string,
  cash: { handedPaise: number; changePaise: number },
): Promise<CounterReceiptRow> {
  const [row] = await tx.query<CounterReceiptRow>(
    prepared(`insert into counter_receipts (order_id, cash_handed_paise, change_paise) values ($1, $2, $3)
     returning token, cash_handed_paise, change_paise`),
    [orderId, cash.handedPaise, cash.changePaise],
  );
  return row!;
}

/** The receipt of a counter sale, by its order (an idempotent retry answers with it). */
export async function counterReceiptOf(
  q: Queryable,
  orderId: string,
): Promise<CounterReceiptRow | undefined> {
  const [row] = await q.query<CounterReceiptRow>(
    prepared('select token, cash_handed_paise, change_paise from counter_receipts where order_id = $1'),
    [orderId],
  );
  return row;
}

/** The counter sale a receipt link names, with its cash and change; undefined for none. */
export async function counterSaleOfToken(
  q: Queryable,
  token: string,
): Promise<(CounterReceiptRow & { order_id: string }) | undefined> {
  const [row] = await q.query<CounterReceiptRow & { order_id: string }>(
    prepared(
      'select order_id, token, cash_handed_paise, change_paise from counter_receipts where token = $1',
    ),
    [token],
  );
  return row;
}
