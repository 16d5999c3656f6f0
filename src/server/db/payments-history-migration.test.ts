import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import { KEPT_TOTALS } from './kept-totals';
import { applyMigrations, migrate, migrationFiles } from './migrate';
import { PREVIOUS_RELEASE } from './testing/previous-release';

const SHOP_SQL = readFileSync(new URL('./testing/previous-release-shop.sql', import.meta.url), 'utf8');
const BEFORE_PAYMENTS = migrationFiles().filter((name) => name < '038');

/** Orders as a shop before migration 038 kept them (customers A101–A103 of the previous release's shop). */
const ORDERS = `
insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name, delivery_phone,
                    delivery_address, pincode, subtotal_paise, points_used, points_discount_paise, amount_paid_paise,
                    point_money_paise, status, payment_method, upi_reference, paid_at, order_date, is_points_awarded,
                    delivered_at)
select o.id, c.id, c.name, c.phone, c.code, c.name, c.phone, '', '682001', o.subtotal, o.points, o.discount, o.subtotal - o.discount,
       100, o.status, o.method, o.utr, o.paid::timestamptz, o.placed::timestamptz, o.status = 'delivered', o.delivered::timestamptz
from (values
  -- cash taken at the door, then refunded
  ('ORD-1790000000010-RF01', 'A101', 20000, 0, 0, 'refunded', 'cod', null, '2026-11-12 18:00+05:30',
   '2026-11-12 10:00+05:30', '2026-11-12 18:00+05:30'),
  -- marked paid by the admin before delivery
  ('ORD-1790000000011-CD01', 'A102', 15000, 0, 0, 'delivered', 'cod', null, '2026-11-13 12:00+05:30',
   '2026-11-13 10:00+05:30', '2026-11-14 18:00+05:30'),
  -- two UPI orders whose customers typed one reference (spaces, lower case): the first paid keeps it
  ('ORD-1790000000012-UP01', 'A103', 5000, 0, 0, 'confirmed', 'upi', 'utr 5551 2345', '2026-11-15 12:00+05:30',
   '2026-11-15 10:00+05:30', null),
  ('ORD-1790000000013-UP02', 'A101', 7000, 0, 0, 'confirmed', 'upi', 'UTR55512345', '2026-11-16 12:00+05:30',
   '2026-11-16 10:00+05:30', null),
  -- unpaid UPI, and an order the points paid in full (no money moved)
  ('ORD-1790000000014-UN01', 'A102', 9000, 0, 0, 'confirmed', 'upi', '998877', null, '2026-11-17 10:00+05:30', null),
  ('ORD-1790000000015-FR01', 'A103', 500, 1, 500, 'delivered', 'cod', null, '2026-11-18 18:00+05:30',
   '2026-11-18 10:00+05:30', '2026-11-18 18:00+05:30'),
  -- imported from the old app, paid
  ('ORD-1790000000016-IM01', 'A101', 12000, 0, 0, 'delivered', 'cod', null, '2026-10-01 10:00+05:30',
   '2026-10-01 10:00+05:30', '2026-10-01 10:00+05:30')
) as o(id, code, subtotal, points, discount, status, method, utr, paid, placed, delivered)
join customers c on c.code = o.code;
insert into legacy_ids (legacy_table, legacy_id, new_id) values ('orders', 'ORD-1790000000016-IM01', 'ORD-1790000000016-IM01');
`;

describe('migration 038: the payments record keeps history', () => {
  it('backfills one incoming payment per paid order, and no total or report reads differently', async () => {
    const { db, drop } = await createTestDatabase({ empty: true });
    try {
      await db.transaction(async (tx) => {
        await applyMigrations(tx, Object.keys(PREVIOUS_RELEASE.migrations));
        await tx.exec(SHOP_SQL);
      });
      await db.transaction((tx) => applyMigrations(tx, BEFORE_PAYMENTS));
      await db.exec(ORDERS);
      const salesDays = () =>
        db.query(`select day::text, sum(orders)::int as orders, sum(sales_paise)::int as sales,
                         sum(collected_paise)::int as collected
                    from sales_days group by day having sum(orders) <> 0 order by day`);
      const paidAt = () => db.query(`select id, paid_at from orders order by id`);
      const before = { days: await salesDays(), paidAt: await paidAt() };
      expect(before.days.length).toBeGreaterThan(3);

      expect(await migrate(db)).toEqual(migrationFiles().filter((name) => name >= '038'));

      expect(
        await db.query(
          `select order_id, direction, method, amount_paise, reference, p.source, recorded_at = o.paid_at as at_paid,
                  voided_at is null as live
             from payments p join orders o on o.id = p.order_id order by order_id`,
        ),
      ).toEqual([
        // the previous release's delivered UPI order, marked paid by the admin
        {
          order_id: 'ORD-1790000000001-AB12',
          direction: 'in',
          method: 'upi',
          amount_paise: 90800,
          reference: '412345678901',
          source: 'admin',
          at_paid: true,
          live: true,
        },
        ...[
          ['ORD-1790000000010-RF01', 'cash', 20000, null, 'delivery'],
          ['ORD-1790000000011-CD01', 'cash', 15000, null, 'admin'],
          ['ORD-1790000000012-UP01', 'upi', 5000, 'UTR55512345', 'admin'],
          ['ORD-1790000000013-UP02', 'upi', 7000, null, 'admin'],
          ['ORD-1790000000016-IM01', 'cash', 12000, null, 'import'],
        ].map(([order_id, method, amount_paise, reference, source]) => ({
          order_id,
          direction: 'in',
          method,
          amount_paise,
          reference,
          source,
          at_paid: true,
          live: true,
        })),
      ]);
      expect(
        await db.query(
          `select id, paid_paise from orders where paid_paise <> 0 or paid_at is not null order by id`,
        ),
      ).toEqual([
        { id: 'ORD-1790000000001-AB12', paid_paise: 90800 },
        { id: 'ORD-1790000000010-RF01', paid_paise: 20000 },
        { id: 'ORD-1790000000011-CD01', paid_paise: 15000 },
        { id: 'ORD-1790000000012-UP01', paid_paise: 5000 },
        { id: 'ORD-1790000000013-UP02', paid_paise: 7000 },
        { id: 'ORD-1790000000015-FR01', paid_paise: 0 },
        { id: 'ORD-1790000000016-IM01', paid_paise: 12000 },
      ]);
      expect({ days: await salesDays(), paidAt: await paidAt() }).toEqual(before);
      // Migration 054 tells the imported order apart by the same legacy id, and its day's sums follow it.
      expect(await db.query(`select id, source from orders where source <> 'online'`)).toEqual([
        { id: 'ORD-1790000000016-IM01', source: 'import' },
      ]);
      expect(
        await db.query(
          `select day::text, source, sum(orders)::int as orders from sales_days where source <> 'online' group by 1, 2`,
        ),
      ).toEqual([{ day: '2026-10-01', source: 'import', orders: 1 }]);
      for (const total of KEPT_TOTALS) expect(await db.query(total.sql), total.what).toEqual([]);
    } finally {
      await drop();
    }
  });
});
