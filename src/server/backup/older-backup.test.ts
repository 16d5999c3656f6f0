import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../domain/order';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { ledgerMismatches } from '../testing/ledger-invariant';
import { loadConfig } from '../config';
import { createTestDatabase, sessionCookie } from '../testing/test-app';
import { TEST_ADMIN_ENV } from '../testing/test-users';
import { restoreBackup, type RestoreSummary } from './restore-backup';
import { openBackup, rowsOf } from './testing/crafted-backup';

/**
 * A backup the shop wrote before migration 032 (docs/decisions/043), when orders still stored
 * is_pending_approval, delivery_approved and points_approved beside their status. The fixture was
 * written by that release (commit 47fdded): one customer's orders taken through every status the
 * way the admin and the customer do (pending; approved; shipped; delivered from confirmed and from
 * shipped; rejected, cancelled by the admin and by the customer; refunded).
 */
const FIXTURE = join(import.meta.dirname, 'testing', 'issue-20-shop.backup.gz');

interface StoredOrder {
  id: string;
  status: string;
  is_pending_approval: boolean;
  delivery_approved: boolean;
  points_approved: boolean;
}

const folder = mkdtempSync(join(tmpdir(), 'shop-older-backup-'));
chmodSync(folder, 0o755); // the embedded server's account must reach DATA_DIR
const stored = rowsOf(openBackup(FIXTURE), 'orders') as unknown as StoredOrder[];
const config = loadConfig({
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  DATA_DIR: join(folder, 'data'),
  ...TEST_ADMIN_ENV,
});
let target: { db: Database; drop: () => Promise<void> };
let restored: RestoreSummary;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: Record<string, string>;

beforeAll(async () => {
  target = await createTestDatabase({ empty: true });
  restored = await restoreBackup(target.db, config.dataDir, FIXTURE, { replace: false });
  app = await buildApp({ config, db: target.db });
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { username: TEST_ADMIN_ENV.ADMIN_USERNAME, password: TEST_ADMIN_ENV.ADMIN_PASSWORD },
  });
  admin = sessionCookie(signedIn);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await target?.drop();
  rmSync(folder, { recursive: true, force: true });
});

const adminOrder = async (id: string): Promise<AdminOrder> => {
  const response = await app.inject({ url: `/api/admin/orders/${id}`, cookies: admin });
  expect(response.statusCode).toBe(200);
  return response.json<{ order: AdminOrder }>().order;
};

describe('a backup from before the order flags were read from the status', () => {
  it('restores, and the migration that drops the stored flags runs after its rows are in', async () => {
    expect(restored.migrated).toContain('032-order-flags-from-status.sql');
    const columns = await target.db.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_name = 'orders' and column_name in ('is_pending_approval', 'delivery_approved', 'points_approved')`,
    );
    expect(columns).toEqual([]);
    expect(await ledgerMismatches(target.db)).toEqual([]);
  });

  it('holds an order in every status, and each shows the flags its row stored', async () => {
    expect(new Set(stored.map((order) => order.status))).toEqual(
      new Set(['pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'refunded']),
    );
    for (const row of stored) {
      const order = await adminOrder(row.id);
      expect({ id: row.id, status: order.status, isPendingApproval: order.isPendingApproval }).toEqual({
        id: row.id,
        status: row.status,
        isPendingApproval: row.is_pending_approval,
      });
      // The two flags nothing read were "the delivery was confirmed": what the status and the timeline say.
      const delivered = order.timeline.some((event) => event.toStatus === 'delivered');
      expect({ id: row.id, delivery: row.delivery_approved, points: row.points_approved }).toEqual({
        id: row.id,
        delivery: delivered,
        points: delivered,
      });
      expect(delivered).toBe(order.status === 'delivered' || order.status === 'refunded');
    }
  });

  it('counts and lists the order that waits for approval, and approving it ends the wait', async () => {
    const pending = stored.filter((order) => order.is_pending_approval).map((order) => order.id);
    expect(pending).toHaveLength(1);
    const dashboard = await app.inject({ url: '/api/admin/dashboard', cookies: admin });
    expect(dashboard.json()).toMatchObject({ pendingOrders: 1 });
    const requests = await app.inject({ url: '/api/admin/orders?pendingApproval=true', cookies: admin });
    expect(requests.json<{ items: AdminOrder[] }>().items.map((order) => order.id)).toEqual(pending);

    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${pending[0]}/approve`,
      cookies: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().order).toMatchObject({ status: 'confirmed', isPendingApproval: false });
    const after = await app.inject({ url: '/api/admin/orders?pendingApproval=true', cookies: admin });
    expect(after.json().items).toEqual([]);
  });
});
