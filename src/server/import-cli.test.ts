import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { messyPeopleExport, writeLegacyExport } from './import/testing/legacy-export';
import { createTestDatabase } from './testing/test-app';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'shop-import-cli-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `npm run import -- <args>` as the owner types it. */
async function importCommand(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/import-cli.ts', ...args],
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

describe('npm run import', () => {
  it('prints the dry run report, then imports with --apply; exits non-zero only when nothing could be imported', async () => {
    const { db, url, drop } = await createTestDatabase();
    try {
      const dir = join(root, 'export');
      await writeLegacyExport(dir, await messyPeopleExport(), 'csv');
      const env = { DATABASE_URL: url, DATA_DIR: join(root, 'data') };
      const count = async () => (await db.query<{ n: number }>('select count(*) as n from customers'))[0]!.n;

      const dry = await importCommand(env, dir);
      expect(dry.code).toBe(0);
      expect(dry.out).toMatch(/dry run: nothing was changed/);
      expect(dry.out).toMatch(/customers: 10 read, 8 to import, 0 already imported/);
      expect(dry.out).toMatch(/Run again with --apply/);
      expect(await count()).toBe(0);

      const applied = await importCommand(env, dir, '--apply');
      expect(applied.code).toBe(0);
      expect(applied.out).toMatch(/customers: 10 read, 8 imported, 0 already imported/);
      expect(await count()).toBe(8);

      const again = await importCommand(env, dir, '--apply');
      expect(again.code).toBe(0);
      expect(again.out).toMatch(/customers: 10 read, 0 imported, 8 already imported/);

      writeFileSync(join(dir, 'customers.csv'), 'id,name\n"broken\n');
      const broken = await importCommand(env, dir, '--apply');
      expect(broken.code).toBe(1);
      expect(broken.out).toMatch(
        /Nothing was imported: customers\.csv, line 2: a quoted field is never closed/,
      );
      expect(await count()).toBe(8);

      expect((await importCommand(env)).code).toBe(1);
      expect((await importCommand(env, join(root, 'nowhere'))).out).toMatch(/There is no folder/);
    } finally {
      await drop();
    }
  });

  it('refuses to run while the shop is running on DATA_DIR', async () => {
    const dataDir = join(root, 'running');
    mkdirSync(dataDir);
    // This test's own process stands in for the running shop (a live node process holding the lock).
    writeFileSync(join(dataDir, 'shop.pid'), `${process.pid}\n`);
    const result = await importCommand({ DATA_DIR: dataDir }, root);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(new RegExp(`The shop is running \\(PID ${process.pid}.*Stop it first`));
  });
});
