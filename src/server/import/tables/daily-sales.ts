import type { Queryable } from '../../db/client';
import { batches, type TableImporter } from '../table-importer';
import { convertRow } from './convert-row';
import { convertDailySales, explainedByOrders, type DayFigures } from './daily-sales-rows';

const BATCH = 1_000;

/** What the orders imported from the old app come to on each of these Asia/Kolkata days (DESIGN 7's rule). */
async function importedOrdersOn(db: Queryable, days: string[]): Promise<Map<string, DayFigures>> {
  const rows = await db.query<{ day: string; orders: number; sales_paise: string }>(
    `select d.day::text as day, count(o.id)::int as orders, coalesce(sum(o.amount_paid_paise), 0) as sales_paise
     from unnest($1::date[]) as d(day)
     join orders o on o.order_date >= d.day::timestamp at time zone 'Asia/Kolkata'
                  and o.order_date < (d.day + 1)::timestamp at time zone 'Asia/Kolkata'
                  and o.status not in ('cancelled', 'refunded')
     join legacy_ids l on l.legacy_table = 'orders' and l.legacy_id = o.id
     group by d.day`,
    [days],
  );
  return new Map(rows.map((row) => [row.day, { orders: row.orders, salesPaise: Number(row.sales_paise) }]));
}

/**
 * The old app's hand-kept daily_sales (docs/decisions/036). A day the imported orders explain (the
 * same sales and order count) needs nothing: the sales screen computes it. A day they do not is
 * kept as the old app's figure for that day (imported_sales_days, migration 022), shown apart on
 * the sales screen, never added into the computed figures. Runs after the orders importer.
 */
export const dailySalesImporter: TableImporter = {
  table: 'daily_sales',
  async importRows(rows, { db, report, legacyIds }) {
    for await (const batch of batches(rows, BATCH)) {
      const days = batch.flatMap((row) => convertRow(report, row, convertDailySales) ?? []);
      const known = await legacyIds.getMany(
        'daily_sales',
        days.map((day) => day.legacyId),
      );
      const fresh = days.filter((day) => {
        if (known.has(day.legacyId)) report.alreadyImported++;
        return !known.has(day.legacyId);
      });
      const fromOrders = await importedOrdersOn(
        db,
        fresh.map((day) => day.day),
      );
      const remembered: [string, string][] = [];
      for (const day of fresh) {
        if (explainedByOrders(day, fromOrders.get(day.day) ?? { orders: 0, salesPaise: 0 })) {
          report.problem('explained by the imported orders: not kept', `${day.legacyId}: ${day.day}`);
          remembered.push([day.legacyId, day.day]);
          continue;
        }
        const [kept] = await db.query(
          `insert into imported_sales_days (day, orders, sales_paise, point_money_paise) values ($1, $2, $3, $4)
           on conflict (day) do nothing returning day`,
          [day.day, day.orders, day.salesPaise, day.pointMoneyPaise],
        );
        if (!kept) {
          report.problem('a second row for the same day: not imported', `${day.legacyId}: ${day.day}`);
          continue;
        }
        remembered.push([day.legacyId, day.day]);
        report.imported++;
      }
      await legacyIds.rememberMany('daily_sales', remembered);
    }
  },
};
