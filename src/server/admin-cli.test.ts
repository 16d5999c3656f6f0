import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from './auth/password';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite-import';
import { ensureFirstAdmin } from './features/admins';
import { loadConfig } from './config';
import { changePoints } from './features/loyalty';
import { APP_ENV, spawnApp } from './testing/app-process';
import { databaseUrlFor } from './testing/database-url';
import { shopFixtures } from './testing/shop-fixtures';
import { createTestDatabase, startTestApp } from './testing/test-app';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'shop-admin-cli-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `npm run admin -- <args>` as the operator types it at the server. */
async function adminCommand(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/admin-cli.ts', ...args],
      {
        env: { ...process.env, DATABASE_URL: '', ...env },
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

const newPassword = (out: string) => /New password for \S+: (\S+)/.exec(out)?.[1];

describe('resetting a lost admin password from the server', () => {
  it('sets a new one-time password, ends their sessions and records it', async () => {
    const { db, url, drop } = await createTestDatabase();
    try {
      const config = loadConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'forgotten-password' });
      await ensureFirstAdmin(db, config);
      const [admin] = await db.query<{ id: string }>(`select id from admin_users where username = 'owner'`);
      await db.query(
        `insert into sessions (id, admin_id, expires_at) values ('old', $1, now() + interval '1 day')`,
        [admin!.id],
      );

      const result = await adminCommand({ DATABASE_URL: url }, 'reset-password', 'Owner');
      expect(result.code).toBe(0);
      const password = newPassword(result.out)!;
      expect(password).toMatch(/^[\w-]{16}$/);
      const [row] = await db.query<{ password_hash: string }>(
        `select password_hash from admin_users where username = 'owner'`,
      );
      expect(await verifyPassword(password, row!.password_hash)).toBe(true);
      expect(await verifyPassword('forgotten-password', row!.password_hash)).toBe(false);
      expect(await db.query('select 1 from sessions where admin_id = $1', [admin!.id])).toEqual([]);
      expect(
        await db.query(`select action from audit_log where entity = 'admin_user' and entity_id = $1`, [
          admin!.id,
        ]),
      ).toEqual([{ action: 'reset_password' }]);

      const unknown = await adminCommand({ DATABASE_URL: url }, 'reset-password', 'nobody');
      expect(unknown.code).toBe(1);
      expect(unknown.out).toContain('There is no admin "nobody". Admins: owner.');
    } finally {
      await drop();
    }
  }, 60_000);

  it.runIf(inject('testDatabase').embedded)(
    'works while the shop runs on its embedded database',
    async () => {
      const DATA_DIR = join(root, 'running');
      const shop = await spawnApp({ DATA_DIR });
      try {
        const login = (password: string) =>
          fetch(`${shop.url}/api/auth/admin/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: APP_ENV.ADMIN_USERNAME, password }),
          });
        const before = await login(APP_ENV.ADMIN_PASSWORD);
        const cookie = before.headers.get('set-cookie')!.split(';')[0]!;

        const result = await adminCommand({ DATA_DIR }, 'reset-password', APP_ENV.ADMIN_USERNAME);
        expect(result.code).toBe(0);
        const password = newPassword(result.out)!;

        expect((await fetch(`${shop.url}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
        expect((await login(APP_ENV.ADMIN_PASSWORD)).status).toBe(401);
        expect((await login(password)).status).toBe(200);
      } finally {
        shop.child.kill('SIGTERM');
        await shop.exited;
      }
    },
    90_000,
  );

  it.runIf(inject('testDatabase').embedded)(
    'run before the first start after an upgrade, first moves the PGlite data in',
    async () => {
      const DATA_DIR = join(root, 'upgraded');
      mkdirSync(DATA_DIR, { mode: 0o755 });
      const old = await openPglite(join(DATA_DIR, 'pglite'));
      await migrate(old);
      await ensureFirstAdmin(old, loadConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password' }));
      await old.close();

      const result = await adminCommand({ DATA_DIR }, 'list');
      expect(result.code).toBe(0);
      expect(result.out).toContain('owner\tStore Admin');
    },
    90_000,
  );
});

describe('releasing pending points from the server', () => {
  it('releases what is due by --as-of once, and refuses a time it cannot read, changing nothing', async () => {
    const t = await startTestApp({}, {}, { returnWindowDays: 7 });
    try {
      const f = shopFixtures(t);
      const admin = await f.admin();
      const parent = await f.customer({ parentCode: 'A100' });
      const buyer = await f.customer({ parentCode: parent.code });
      const product = await f.product({ mrpPaise: 10000, pricePaise: 9000 });
      const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 5 }] });
      const orderId = placed.json().order.id as string;
      await f.adminAction(admin, orderId, 'approve');
      expect((await f.adminAction(admin, orderId, 'deliver')).statusCode).toBe(200);
      const [{ at }] = (await t.db.query<{ at: Date }>(
        'select min(releases_at) as at from pending_awards where order_id = $1',
        [orderId],
      )) as [{ at: Date }];
      const [{ name }] = (await t.db.query<{ name: string }>('select current_database() as name')) as [
        { name: string },
      ];
      const env = { DATABASE_URL: databaseUrlFor(inject('testDatabase').serverUrl, name) };
      const balances = () =>
        t.db.query<{ points: number; pending: number }>(
          'select points, pending_points as pending from customers where id = any($1) order by code',
          [[parent.id, buyer.id]],
        );

      const unreadable = await adminCommand(env, 'release-points', '--as-of', 'next tuesday');
      expect(unreadable.code).toBe(1);
      expect(unreadable.out).toContain('release-points takes --as-of and a time like');
      const early = await adminCommand(
        env,
        'release-points',
        '--as-of',
        new Date(at.getTime() - 1).toISOString(),
      );
      expect(early.code).toBe(0);
      expect(early.out).toContain('Released 0 points from 0 awards');
      expect(await balances()).toEqual([
        { points: 0, pending: 1 },
        { points: 0, pending: 10 },
      ]);

      const due = await adminCommand(env, 'release-points', '--as-of', at.toISOString());
      expect(due.code, due.out).toBe(0);
      expect(due.out).toContain(`Released 11 points from 2 awards due by ${at.toISOString()}.`);
      expect(await balances()).toEqual([
        { points: 1, pending: 0 },
        { points: 10, pending: 0 },
      ]);
      const again = await adminCommand(env, 'release-points', '--as-of', at.toISOString());
      expect(again.out).toContain('Released 0 points from 0 awards');
      expect(await f.ledgerMismatches()).toEqual([]);
    } finally {
      await t.close();
    }
  }, 90_000);
});

describe('expiring points from the server (docs/decisions/080)', () => {
  it('expires what is due by --as-of, says how much, and refuses a time it cannot read', async () => {
    const { db, url, drop } = await createTestDatabase();
    try {
      const [customer] = await db.query<{ id: string }>(
        `insert into customers (name, phone, code) values ('Old Points', '9847000001', next_customer_code()) returning id`,
      );
      await db.transaction((tx) =>
        changePoints(tx, customer!.id, 15, {
          kind: 'admin_adjustment',
          at: new Date('2025-01-10T06:00:00Z'),
        }),
      );
      await db.query(
        `update settings set points_expire_after_months = 12, points_expire_since = '2024-01-01T00:00:00Z'`,
      );

      const before = await adminCommand(
        { DATABASE_URL: url },
        'expire-points',
        '--as-of',
        '2026-01-10T23:59:00+05:30',
      );
      expect(before).toMatchObject({ code: 0 });
      expect(before.out).toContain('Expired 0 points of 0 customers');
      const due = await adminCommand(
        { DATABASE_URL: url },
        'expire-points',
        '--as-of',
        '2026-01-11T00:00:00+05:30',
      );
      expect(due).toMatchObject({ code: 0 });
      expect(due.out).toContain('Expired 15 points of 1 customer, due by 2026-01-10T18:30:00.000Z');
      const [row] = await db.query<{ points: number }>('select points from customers where id = $1', [
        customer!.id,
      ]);
      expect(row!.points).toBe(0);

      const bad = await adminCommand({ DATABASE_URL: url }, 'expire-points', '--as-of', 'someday');
      expect(bad.code).toBe(1);
      expect(bad.out).toContain('expire-points takes --as-of and a time like');
    } finally {
      await drop();
    }
  });
});
