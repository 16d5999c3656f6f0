import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { nightlyBackup, nightlyBackupName } from './nightly-backups';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-nightly-'));
beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("writes tonight's backup into DATA_DIR/backups, keeps the newest, and writes it once a night", async () => {
  const folder = join(dataDir, 'backups');
  mkdirSync(folder);
  const old = ['01', '02', '03', '04'].map((day) => `shop-2026-01-${day}.backup.gz`);
  for (const name of [...old, 'keep-me.txt']) writeFileSync(join(folder, name), 'old');
  const lines: string[] = [];
  const log = { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };

  await nightlyBackup(t.db, dataDir, 3, log);
  const tonight = nightlyBackupName(new Date());
  expect(readdirSync(folder).sort()).toEqual([...old.slice(2), 'keep-me.txt', tonight].sort());
  expect(lines).toEqual([expect.stringMatching(/^Nightly backup written: .*bytes\)$/)]);

  await nightlyBackup(t.db, dataDir, 3, log);
  expect(lines).toHaveLength(1);
  const [runs] = await t.db.query<{ n: number }>('select count(*)::int as n from backup_runs where nightly');
  expect(runs!.n).toBe(1);
});
