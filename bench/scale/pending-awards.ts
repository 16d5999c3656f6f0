/**
 * Pending awards for the release bench (docs/decisions/082): every delivery of the last `days` days
 * gets a pending award for its buyer (the points of its `order_earned` row, its spend) and a
 * referral reward for up to three uplines, each due 7 days after the delivery, as a delivery inside
 * the return window writes them (the ledger rows, the balances' cache, the `pending_awards` rows).
 * Awards a former bench run left are released first, so the ledger and balances stay equal.
 */
import { liftSessionLimits, type Database } from '../../src/server/db/client';
import { releasePendingPoints } from '../../src/server/workflows/release-pending-points.workflow';

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

export async function makePendingAwards(db: Database, days: number): Promise<number> {
  await releasePendingPoints(db, { now: FAR_FUTURE });
  return db.transaction(async (tx) => {
    // Hundreds of thousands of rows take longer than the shop's statement timeout.
    await liftSessionLimits(tx);
    await tx.query('delete from pending_awards');
    await tx.query(
      `create temporary table bench_awards on commit drop as
       with recent as (
         select o.id as order_id, o.customer_id as buyer, o.amount_paid_paise, o.delivered_at, greatest(1, l.points_delta) as points
         from orders o join points_ledger l on l.order_id = o.id and l.kind = 'order_earned'
         where o.status = 'delivered' and l.pending_delta = 0 and o.delivered_at > now() - make_interval(days => $1)
       ), uplines as (
         select r.order_id, r.buyer as customer_id, null::uuid as source, null::int as level, r.points, r.amount_paid_paise as spend, r.delivered_at
         from recent r
         union all
         select r.order_id, a.id, r.buyer, a.level, greatest(1, r.points / (5 * a.level)), 0, r.delivered_at
         from recent r
         cross join lateral (
           with recursive up (id, level) as (
             select c.parent_id, 1 from customers c where c.id = r.buyer and c.parent_id is not null
             union all
             select c.parent_id, up.level + 1 from up join customers c on c.id = up.id
             where c.parent_id is not null and up.level < 3)
           select id, level from up) a
       )
       select * from uplines`,
      [days],
    );
    await tx.query(
      `create temporary table bench_award_rows on commit drop as
       with inserted as (
         insert into points_ledger (customer_id, kind, points_delta, pending_delta, order_id, source_customer_id, level, created_at)
         select customer_id, case when level is null then 'order_earned' else 'referral_earned' end, 0, points, order_id,
                source, level, delivered_at
         from bench_awards order by delivered_at
         returning id, customer_id, order_id)
       select * from inserted`,
    );
    await tx.query(
      `update customers c set pending_points = c.pending_points + a.points
       from (select customer_id, sum(points) as points from bench_awards group by 1) a where c.id = a.customer_id`,
    );
    const [row] = await tx.query<{ awards: number }>(
      `with made as (
         insert into pending_awards (order_id, customer_id, ledger_id, is_buyer, spend_paise, delivered_at, releases_at)
         select a.order_id, a.customer_id, r.id, a.level is null, a.spend, a.delivered_at, a.delivered_at + interval '7 days'
         from bench_awards a join bench_award_rows r on r.order_id = a.order_id and r.customer_id = a.customer_id
         returning 1)
       select count(*)::int as awards from made`,
    );
    return row!.awards;
  });
}
