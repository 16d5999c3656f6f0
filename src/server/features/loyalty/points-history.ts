import { spendableFrom } from '../../../domain/return-window';
import { partOfOrderSql } from './ledger-part-of-order';
import { describeLedgerEntry, type LedgerEntryFacts } from '../../../domain/ledger-words';
import type { PointsPage } from '../../../domain/points.schemas';
import type { CustomerUser } from '../../../domain/user';
import type { Queryable } from '../../db/client';
import { loadLoyaltySettings } from '../settings';

interface LedgerRow {
  id: number;
  created_at: Date;
  kind: LedgerEntryFacts['kind'];
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
 * A customer's points: the balance, what a point is worth now, the point money carried towards
 * the next point, and one page of the ledger newest first (rows before `before`, when given).
 */
export async function pointsHistory(
  db: Queryable,
  customer: Pick<CustomerUser, 'id' | 'points' | 'pointMoneyPaise'>,
  page: { limit: number; before?: number },
): Promise<PointsPage> {
  const settings = await loadLoyaltySettings(db);
  const rows = await db.query<LedgerRow>(
    `select l.id, l.created_at, l.kind, l.points_delta, l.pending_delta, w.releases_at, l.point_money_paise, l.carry_delta_paise, l.order_id, s.code as source_code, l.level, l.note, ${partOfOrderSql('l')} as part_of_order
     from points_ledger l left join customers s on s.id = l.source_customer_id
       left join pending_awards w on w.ledger_id = l.id and w.released_at is null and w.voided_at is null
     where l.customer_id = $1 and ($2::bigint is null or l.id < $2)
     order by l.id desc limit $3`,
    [customer.id, page.before ?? null, page.limit + 1],
  );
  const shown = rows.slice(0, page.limit);
  return {
    points: customer.points,
    pointValuePaise: settings.pointValuePaise,
    carriedPointMoneyPaise: customer.pointMoneyPaise,
    pointMoneyPerPointPaise: settings.pointMoneyPerPointPaise,
    entries: shown.map((r) => ({
      id: r.id,
      at: r.created_at.toISOString(),
      kind: r.kind,
      description: describeLedgerEntry({
        kind: r.kind,
        pointsDelta: r.points_delta,
        pendingDelta: r.pending_delta,
        spendableFrom: r.releases_at ? spendableFrom(r.releases_at) : null,
        pointMoneyPaise: r.point_money_paise,
        carryDeltaPaise: r.carry_delta_paise,
        orderId: r.order_id,
        sourceCode: r.source_code,
        level: r.level,
        note: r.note,
        partOfOrder: r.part_of_order,
      }),
      pointsDelta: r.points_delta,
      pendingDelta: r.pending_delta,
      pointMoneyPaise: r.point_money_paise,
      orderId: r.order_id,
    })),
    nextBefore: rows.length > page.limit ? shown[shown.length - 1]!.id : null,
  };
}
