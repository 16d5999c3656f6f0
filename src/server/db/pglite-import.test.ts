import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../features/admins';
import { loadConfig } from '../config';
import { seedDemoData } from '../seed/demo-seed';
import { createTestDatabase } from '../testing/test-app';
import type { Queryable } from './client';
import { migrate } from './migrate';
import { importPgliteData, openPglite } from './pglite-import';
import { ledgerMismatches } from '../testing/ledger-invariant';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function tableCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    counts[name] = row!.n;
  }
  return counts;
}

describe('moving a PGlite shop into PostgreSQL', () => {
  it('copies every row, keeps sequences going on, and keeps the old folder as a backup', async () => {
    const old = await openPglite(join(dataDir, 'pglite'));
    await migrate(old);
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'owner-password',
    });
    await ensureFirstAdmin(old, config);
    await seedDemoData(old, dataDir);
    const before = await tableCounts(old);
    const [code] = await old.query<{ last: string }>(
      'select last_value::text as last from customer_code_seq',
    );
    await old.close();

    const target = await createTestDatabase({ empty: true });
    try {
      const lines: string[] = [];
      const result = await importPgliteData(dataDir, target.db, (line) => lines.push(line));
      expect(result?.rows).toBeGreaterThan(100);
      expect(await tableCounts(target.db)).toEqual(before);
      expect(before.orders).toBeGreaterThan(0);

      const mismatches = await ledgerMismatches(target.db);
      expect(mismatches).toEqual([]);
      const [next] = await target.db.query<{ n: string }>(`select nextval('customer_code_seq')::text as n`);
      expect(Number(next!.n)).toBe(Number(code!.last) + 1);
      // The ledger is still append-only after the copy (its triggers were only paused for it).
      await expect(target.db.query('delete from points_ledger')).rejects.toThrow();

      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      expect(readdirSync(dataDir).some((name) => name.startsWith('pglite-imported-'))).toBe(true);
      expect(await importPgliteData(dataDir, target.db, () => undefined)).toBeNull();
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('keeps nothing from an import that failed, so the next start tries again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-pglite-retry-'));
    try {
      const old = await openPglite(join(dir, 'pglite'));
      await migrate(old);
      await ensureFirstAdmin(old, loadConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password' }));
      await old.query('create table operator_notes (note text)'); // a table today's schema lacks
      await old.close();

      const target = await createTestDatabase({ empty: true });
      try {
        await expect(importPgliteData(dir, target.db, () => undefined)).rejects.toThrow(/operator_notes/);
        const [schema] = await target.db.query<{ found: boolean }>(
          `select to_regclass('public.schema_migrations') is not null as found`,
        );
        expect(schema!.found).toBe(false);
        expect(existsSync(join(dir, 'pglite'))).toBe(true);

        const fixed = await openPglite(join(dir, 'pglite'));
        await fixed.query('drop table operator_notes');
        await fixed.close();
        expect(await importPgliteData(dir, target.db, () => undefined)).not.toBeNull();
        expect(await target.db.query('select username from admin_users')).toEqual([{ username: 'owner' }]);
      } finally {
        await target.drop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
