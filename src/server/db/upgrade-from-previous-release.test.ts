import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, sessionCookie } from '../testing/test-app';
import { KEPT_TOTALS } from './kept-totals';
import { migrate, migrationChecksum, migrationFiles, migrationSql } from './migrate';
import { PREVIOUS_RELEASE } from './testing/previous-release';

const SHOP_SQL = readFileSync(new URL('./testing/previous-release-shop.sql', import.meta.url), 'utf8');
const released = Object.entries(PREVIOUS_RELEASE.migrations);

/**
 * A shop of the previous release starts this version: its database, at that release's schema and
 * as that release's migrate() left it (no checksums), holding a small trading shop, is migrated to
 * today's schema, and keeps every row, setting, balance and kept total; today's app serves it.
 * New migrations are picked up as they are added.
 */
describe('upgrading a shop of the previous release', () => {
  it('keeps its customers, orders, ledger, settings and counters, and today’s app serves them', async () => {
    const { db, drop } = await createTestDatabase({ empty: true });
    try {
      await db.transaction(async (tx) => {
        await tx.query(`create table schema_migrations (
          name text primary key,
          applied_at timestamptz not null default now()
        )`);
        for (const [name, checksum] of released) {
          const sql = migrationSql(name);
          expect(migrationChecksum(sql), `${name} shipped in ${PREVIOUS_RELEASE.commit}: never edit it`).toBe(
            checksum,
          );
          await tx.exec(sql);
          await tx.query('insert into schema_migrations (name) values ($1)', [name]);
        }
        await tx.exec(SHOP_SQL);
      });

      const applied = await migrate(db);
      expect(applied).toEqual(migrationFiles().filter((name) => !(name in PREVIOUS_RELEASE.migrations)));
      expect(applied.length).toBeGreaterThan(0);
      // The releases' files are adopted: each row now carries its file's checksum.
      const recorded = await db.query<{ name: string; checksum: string }>(
        'select name, checksum from schema_migrations order by name',
      );
      expect(recorded).toEqual(
        migrationFiles().map((name) => ({ name, checksum: migrationChecksum(migrationSql(name)) })),
      );

      const counts = await db.query<Record<string, number>>(
        `select (select count(*)::int from admin_users) as admins, (select count(*)::int from customers) as customers,
                (select count(*)::int from products) as products, (select count(*)::int from orders) as orders,
                (select count(*)::int from order_items) as items, (select count(*)::int from points_ledger) as ledger,
                (select count(*)::int from audit_log) as audit`,
      );
      expect(counts[0]).toEqual({
        admins: 1,
        customers: 5,
        products: 3,
        orders: 3,
        items: 4,
        ledger: 3,
        audit: 1,
      });
      expect(
        await db.query(
          `select code, status, is_reserved as reserved, points::int, point_money_paise as money,
                  lifetime_points::int as lifetime, total_spent_paise::int as spent
             from customers order by code`,
        ),
      ).toEqual([
        { code: 'A101', status: 'active', reserved: false, points: 25, money: 363, lifetime: 0, spent: 0 },
        {
          code: 'A102',
          status: 'active',
          reserved: false,
          points: 11,
          money: 140,
          lifetime: 11,
          spent: 90800,
        },
        { code: 'A103', status: 'active', reserved: false, points: 0, money: 0, lifetime: 0, spent: 0 },
        { code: 'A104', status: 'pending', reserved: false, points: 0, money: 0, lifetime: 0, spent: 0 },
        { code: 'A105', status: 'pending', reserved: true, points: 0, money: 0, lifetime: 0, spent: 0 },
      ]);
      const [settings] = await db.query(
        'select store_upi_id as upi, point_value_paise as value, referral_percents as percents from settings',
      );
      expect(settings).toEqual({ upi: 'freshmart@okaxis', value: 400, percents: [8, 4] });
      // Migration 025 switches the top-N offer off only in a shop that has never traded.
      const [offer] = await db.query<{ active: boolean }>(
        'select is_active as active from leaderboard_config',
      );
      expect(offer!.active).toBe(true);
      for (const total of KEPT_TOTALS) expect(await db.query(total.sql), total.what).toEqual([]);

      const config = loadConfig({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        DATA_DIR: `/tmp/shop-test-${randomBytes(4).toString('hex')}`,
      });
      const app = await buildApp({ config, db });
      try {
        const customer = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone: '9847000002', password: 'Upgrade-2026' },
        });
        expect(customer.json().user).toMatchObject({ code: 'A102', points: 11, pointMoneyPaise: 140 });
        const orders = await app.inject({ url: '/api/orders', cookies: sessionCookie(customer) });
        expect(orders.body).toContain('ORD-1790000000001-AB12');
        const admin = await app.inject({
          method: 'POST',
          url: '/api/auth/admin/login',
          payload: { username: 'owner', password: 'Upgrade-2026' },
        });
        const cookies = sessionCookie(admin);
        const list = await app.inject({ url: '/api/admin/customers', cookies });
        expect(list.json().counts).toEqual({ total: 5, active: 3, pending: 1, reserved: 1, disabled: 0 });
        const tree = await app.inject({ url: '/api/admin/referral-tree?code=A101', cookies });
        expect(tree.json().node).toMatchObject({ code: 'A101', childCount: 2, downlineSize: 3 });
        const sales = await app.inject({ url: '/api/admin/sales?from=2026-11-01&to=2026-11-30', cookies });
        expect(sales.json().totals).toMatchObject({ salesPaise: 101800, orders: 2, pointMoneyPaise: 5090 });
      } finally {
        await app.close();
      }
    } finally {
      await drop();
    }
  });
});
