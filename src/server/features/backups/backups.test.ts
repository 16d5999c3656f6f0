import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackup } from '../../backup/run-backup';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, signInCustomer, TEST_ADMIN_ENV } from '../../testing/test-users';

let t: TestApp;
const folder = mkdtempSync(join(tmpdir(), 'shop-backups-'));
beforeAll(async () => {
  t = await startTestApp({ ...TEST_ADMIN_ENV, DATA_DIR: join(folder, 'data'), BACKUP_KEEP: '5' });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const status = async (cookies: Record<string, string>) =>
  t.app.inject({ url: '/api/admin/backups/status', cookies });

describe('GET /api/admin/backups/status', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/backups/status' })).statusCode).toBe(401);
    const customer = await signInCustomer(t);
    expect((await status(customer.cookies)).statusCode).toBe(403);
  });

  it('warns until a backup is written, after a failure, and when the last one is two days old', async () => {
    const admin = await signInAdmin(t);
    expect((await status(admin)).json()).toEqual({
      lastBackupAt: null,
      lastFailure: null,
      keep: 5,
      warning: 'never',
    });

    const written = await runBackup(t.db, t.config.dataDir, join(folder, 'one.backup.gz'), {
      nightly: false,
    });
    expect(written.status).toBe('written');
    const ok = (await status(admin)).json();
    expect(ok).toMatchObject({ lastFailure: null, warning: 'none' });
    expect(Date.now() - new Date(ok.lastBackupAt).getTime()).toBeLessThan(60_000);

    const failed = await runBackup(t.db, t.config.dataDir, join(folder, 'no-such-folder', 'x.backup.gz'), {
      nightly: true,
    });
    expect(failed.status).toBe('failed');
    expect(readdirSync(folder).filter((name) => name.includes('partial'))).toEqual([]);
    expect((await status(admin)).json()).toMatchObject({
      lastBackupAt: ok.lastBackupAt,
      lastFailure: { error: expect.stringContaining('no-such-folder') },
      warning: 'failed',
    });

    await t.db.query(`update backup_runs set finished_at = finished_at - interval '3 days'`);
    await t.db.query(`delete from backup_runs where error is not null`);
    expect((await status(admin)).json()).toMatchObject({ lastFailure: null, warning: 'stale' });
  });

  it('writes one backup at a time, and a nightly run skips one written recently', async () => {
    const file = join(folder, 'two.backup.gz');
    const [first, second] = await Promise.all([
      runBackup(t.db, t.config.dataDir, file, { nightly: true }),
      runBackup(t.db, t.config.dataDir, `${file}.other`, { nightly: true }),
    ]);
    expect([first.status, second.status].sort()).toEqual(['busy', 'written']);
    const again = await runBackup(t.db, t.config.dataDir, file, { nightly: true, notWithinHours: 20 });
    expect(again.status).toBe('not-due');
  });
});
