import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../backup/restore-backup';
import { runBackup } from '../backup/run-backup';
import { createTestDatabase } from '../testing/test-app';
import { uploadsRoot } from '../uploads/upload-storage';
import { LOCKS } from './advisory-lock';
import { openPostgres, type SessionLimits } from './client';
import { migrate } from './migrate';

/**
 * The shop's connections end a statement or an idle transaction past a limit (issue 20); the work
 * that legitimately takes longer lifts them for its own transaction. Here the limits are made tiny,
 * so that this work outlasts them on a small test database as it would on a big shop.
 */
const folder = mkdtempSync(join(tmpdir(), 'shop-long-work-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function limitedDatabase(limits: SessionLimits, options: { empty?: boolean } = {}) {
  const created = await createTestDatabase(options);
  const limited = openPostgres(created.url, 3, limits);
  return {
    ...created,
    limited,
    async drop() {
      await limited.close();
      await created.drop();
    },
  };
}

describe('long work under the session limits', () => {
  it('migrations wait for another process’s migrations longer than one statement may run', async () => {
    const { db, limited, drop } = await limitedDatabase({
      statementTimeoutMs: 200,
      idleInTransactionTimeoutMs: 10_000,
    });
    try {
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const other = db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [LOCKS.migrations]);
        locked();
        await new Promise((resolve) => setTimeout(resolve, 800));
      });
      await holding;
      expect(await migrate(limited)).toEqual([]);
      await other;
    } finally {
      await drop();
    }
  });

  it('a backup’s lock stays held, idle, while the backup is written, and the run is recorded', async () => {
    const { db, limited, drop } = await limitedDatabase({
      statementTimeoutMs: 10_000,
      idleInTransactionTimeoutMs: 200,
    });
    try {
      // Uploads that take a while to write (4 MB that do not compress): the lock's transaction
      // waits meanwhile, longer than the limit lets a transaction sit idle.
      const dataDir = join(folder, 'with-uploads');
      mkdirSync(join(uploadsRoot(dataDir), 'products'), { recursive: true });
      writeFileSync(join(uploadsRoot(dataDir), 'products', 'big.webp'), randomBytes(4 << 20));
      const outcome = await runBackup(limited, dataDir, join(folder, 'limited.backup.gz'), {
        nightly: false,
      });
      expect(outcome.status).toBe('written');
      expect(await db.query('select error from backup_runs')).toEqual([{ error: null }]);
    } finally {
      await drop();
    }
  });

  it('a restore into a new database runs the migrations, each longer than one statement may run', async () => {
    const source = await createTestDatabase();
    const target = await limitedDatabase(
      { statementTimeoutMs: 20, idleInTransactionTimeoutMs: 10_000 },
      { empty: true },
    );
    try {
      const file = join(folder, 'to-restore.backup.gz');
      expect((await runBackup(source.db, folder, file, { nightly: false })).status).toBe('written');
      const restored = await restoreBackup(target.limited, join(folder, 'restored'), file, {
        replace: false,
      });
      expect(restored.tables).toBeGreaterThan(0);
    } finally {
      await target.drop();
      await source.drop();
    }
  });
});
