import { spendableFrom } from '../../../domain/return-window';
import { partOfOrderSql } from './ledger-part-of-order';
import { describeLedgerEntry, type LedgerKind } from '../../../domain/ledger-words';
import { csvDateTime, csvRupees, type CsvValue } from '../../csv/csv';
import type { Queryable } from '../../db/client';

const BATCH = 2_000;

export const POINTS_LEDGER_CSV_HEADER = [
  'Date',
  'Entry',
  'Points',
  'Balance',
  'Point money (₹)',
  'Order ID',
  'Note',
] as const;

interface LedgerRow {
  id: string;
  created_at: Date;
  kind: LedgerKind;
  points_delta: number;
  pending_delta: number;
  releases_at: Date | null;
  point_money_paise: number;
  carry_delta_paise: number;
  order_id: string | null;
  source_code: string | null;
  level: number | null;
  note: string | null;
  part_of_order: boolean;
}

/**
 * A customer's points ledger as a CSV (DESIGN 7a: every reward and reversal is exportable), oldest
 * first with the balance after each row, in the words of their points history; read a batch at a
 * time on points_ledger_customer_idx.
 */
export async function* pointsLedgerRows(db: Queryable, customerId: string): AsyncGenerator<CsvValue[]> {
  let afterId: string | null = null;
  let balance = 0;
  for (;;) {
    const rows: LedgerRow[] = await db.query<LedgerRow>(
      `select l.id::text as id, l.created_at, l.kind, l.points_delta, l.pending_delta, w.releases_at, l.point_money_paise, l.carry_delta_paise, l.order_id,
              s.code as source_code, l.level, l.note, ${partOfOrderSql('l')} as part_of_order
       from points_ledger l left join customers s on s.id = l.source_customer_id
       left join pending_awards w on w.ledger_id = l.id and w.released_at is null and w.voided_at is null
       where l.customer_id = $1 and ($2::bigint is null or l.id > $2)
       order by l.id limit $3`,
      [customerId, afterId, BATCH],
    );
    for (const row of rows) {
      balance += row.points_delta;
      yield [
        csvDateTime(row.created_at),
        describeLedgerEntry({
          kind: row.kind,
          pointsDelta: row.points_delta,
          pendingDelta: row.pending_delta,
          spendableFrom: row.releases_at ? spendableFrom(row.releases_at) : null,
          pointMoneyPaise: row.point_money_paise,
          carryDeltaPaise: row.carry_delta_paise,
          orderId: row.order_id,
          sourceCode: row.source_code,
          level: row.level,
          note: row.note,
          partOfOrder: row.part_of_order,
        }),
        row.points_delta,
        balance,
        csvRupees(row.point_money_paise),
        row.order_id,
        row.note,
      ];
    }
    if (rows.length < BATCH) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
