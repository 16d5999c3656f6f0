import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { seedDemoData } from '../seed/demo-seed';
import { shopFixtures } from '../testing/shop-fixtures';
import { createTestDatabase, startTestApp, type TestApp } from '../testing/test-app';
import { BadBackup } from './backup-format';
import { restoreBackup } from './restore-backup';
import { openBackup, rowsOf, writeCraftedBackup, type BackupRow } from './testing/crafted-backup';
import { everyRow } from './testing/every-row';
import { writeBackup } from './write-backup';

/**
 * Issue 20, item 5: a restore loads rows with triggers off, so it checks what they would have
 * (docs/decisions/039) before it commits, takes only pictures into the uploads folder, and reads
 * no line past a cap. A backup of the demo shop, edited the way a hand could edit it.
 */
const folder = mkdtempSync(join(tmpdir(), 'shop-restore-checks-'));
chmodSync(folder, 0o755);
let source: TestApp;
let target: { db: Database; drop: () => Promise<void> };
let clean: string;
const targetDir = join(folder, 'target');

beforeAll(async () => {
  source = await startTestApp({ DATA_DIR: join(folder, 'source') });
  await shopFixtures(source).admin(); // the seed acts as the first admin, made before it at start
  await seedDemoData(source.db, source.config.dataDir);
  clean = join(folder, 'clean.backup.gz');
  await writeBackup(source.db, source.config.dataDir, clean);
  target = await createTestDatabase({ empty: true });
  await restoreBackup(target.db, targetDir, clean, { replace: false });
}, 120_000);

afterAll(async () => {
  await target?.drop();
  await source?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The clean backup, changed by `edit`, as a new file. */
function crafted(edit: (backup: ReturnType<typeof openBackup>) => void): string {
  const backup = openBackup(clean);
  edit(backup);
  const path = join(folder, `crafted-${randomBytes(3).toString('hex')}.backup.gz`);
  writeCraftedBackup(path, backup);
  return path;
}

const customer = (backup: ReturnType<typeof openBackup>, where: (row: BackupRow) => boolean) =>
  rowsOf(backup, 'customers').find(where)!;

/** Restoring `file` over the target is refused with a message matching `message`; nothing changes. */
async function expectRefused(file: string, message: RegExp) {
  const before = await everyRow(target.db);
  const refused = restoreBackup(target.db, targetDir, file, { replace: true });
  await expect(refused).rejects.toThrow(BadBackup);
  await expect(refused).rejects.toThrow(message);
  expect(await everyRow(target.db)).toEqual(before);
  expect(existsSync(`${targetDir}/uploads.restoring`)).toBe(false);
}

describe('a restore checks what the triggers would have, and refuses a backup that breaks it', () => {
  it('a customer with 999,999 points and no ledger rows', async () => {
    let code = '';
    const file = crafted((backup) => {
      const ledger = rowsOf(backup, 'points_ledger');
      const rich = customer(backup, (row) => ledger.some((entry) => entry.customer_id === row.id));
      code = rich.code as string;
      rich.points = 999_999;
      backup.tables.get('points_ledger')!.rows = ledger.filter((entry) => entry.customer_id !== rich.id);
    });
    await expectRefused(
      file,
      new RegExp(
        `1 customers whose points, pending points, point money or lifetime points differ from their points ledger, e\\.g\\. ${code}: 999999 points.*the ledger adds up to 0, 0, 0 and 0`,
      ),
    );
  });

  it('two customers who are each other’s referrer, one whose referrer is not there, an order line of no order', async () => {
    let codes: string[] = [];
    let orphan = '';
    const file = crafted((backup) => {
      const [first, second, third] = rowsOf(backup, 'customers')
        .filter((row) => row.parent_id === null)
        .sort((a, b) => String(a.id).localeCompare(String(b.id)));
      [first!.parent_id, second!.parent_id] = [second!.id, first!.id];
      codes = [first!.code as string, second!.code as string];
      third!.parent_id = '00000000-0000-4000-8000-00000000dead';
      orphan = third!.code as string;
      rowsOf(backup, 'order_items')[0]!.order_id = 'ORD-1-NOWHERE';
    });
    await expectRefused(
      file,
      new RegExp(
        `\\n {2}- 1 rows of customers whose parent_id names no row of customers, e\\.g\\. ${orphan} names 00000000-0000-4000-8000-00000000dead\\n` +
          ` {2}- 1 rows of order_items whose order_id names no row of orders, e\\.g\\. ORD-1-NOWHERE\\n` +
          ` {2}- \\d+ customers in a loop of referrers or below one.*e\\.g\\. ` +
          `(${codes[0]} → ${codes[1]} → ${codes[0]}|${codes[1]} → ${codes[0]} → ${codes[1]})$`,
      ),
    );
  }, 60_000);

  it('kept counters that differ from a count from scratch, and a sequence behind its ids', async () => {
    let code = '';
    const file = crafted((backup) => {
      // A member under A100: only their own count is then wrong (A100 keeps no downline size).
      const member = rowsOf(backup, 'referral_downlines').find(
        (row) =>
          (row.size as number) > 0 && customer(backup, (c) => c.id === row.customer_id).parent_id === null,
      )!;
      member.size = 99;
      code = customer(backup, (c) => c.id === member.customer_id).code as string;
      rowsOf(backup, 'referral_root')[0]!.children = 1;
      rowsOf(backup, 'customer_counts')[0]!.how_many = 1000;
      rowsOf(backup, 'categories')[0]!.product_count = 77;
      rowsOf(backup, 'sales_days')[0]!.sales_paise = 1;
      rowsOf(backup, 'leaderboard_tallies').push({ lifetime_points: 424242, customers: 1 });
      backup.header.sequences.find((sequence) => sequence.name === 'order_events_id_seq')!.lastValue = '1';
    });
    const before = await everyRow(target.db);
    const refused = await restoreBackup(target.db, targetDir, file, { replace: true }).catch(
      (error: Error) => error,
    );
    expect(refused).toBeInstanceOf(BadBackup);
    const lines = (refused as Error).message.split('\n').slice(1);
    expect(lines).toEqual([
      '  - 1 leaderboard tallies that differ from the ranked customers, e.g. 424242 lifetime points: 1 tallied, 0 customers hold it',
      expect.stringMatching(
        new RegExp(
          `^ {2}- 1 members whose child count or downline size differs from the referral tree, e\\.g\\. ${code} keeps (\\d+) children and 99 below; its \\1 children and their downlines make \\d+$`,
        ),
      ),
      expect.stringMatching(
        /^ {2}- 1 counts of the shop's \(A100's\) direct children .*e\.g\. A100 keeps 1 children in 1 rows; \d+ customers joined without a referrer$/,
      ),
      expect.stringMatching(
        /^ {2}- 1 customer counts by status that differ from the customers, e\.g\. .*: 1000 kept/,
      ),
      expect.stringMatching(
        /^ {2}- 1 categories whose product count differs from their products, e\.g\. .*: 77 kept/,
      ),
      expect.stringMatching(
        /^ {2}- 1 days whose sales totals differ from that day's orders, e\.g\. \d{4}-\d\d-\d\d online: \d+ orders, 1 paise kept/,
      ),
      expect.stringMatching(
        /^ {2}- 1 sequences behind the values they give, e\.g\. order_events_id_seq gives 2 next, but order_events\.id holds \d+$/,
      ),
    ]);
    expect(await everyRow(target.db)).toEqual(before);
  });

  it('still restores the backup as it was written', async () => {
    await expect(restoreBackup(target.db, targetDir, clean, { replace: true })).resolves.toMatchObject({
      skippedFiles: [],
    });
  });
});

describe("a restore's uploads", () => {
  it('are only the pictures: a page, a script, an SVG or a page named .webp is left out, and said so', async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6' } })
      .webp()
      .toBuffer();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const page = Buffer.from('<!doctype html><script>fetch("/api/admin/customers")</script>');
    const file = crafted((backup) => {
      backup.files.push(
        { file: 'products/evil.html', bytes: page },
        { file: 'products/evil.js', bytes: Buffer.from('alert(document.cookie)') },
        { file: 'products/logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        { file: 'products/page.webp', bytes: page },
        { file: 'products/kept.webp', bytes: webp },
        { file: 'products/kept.png', bytes: png },
      );
    });
    const dir = join(folder, 'uploads-target');
    const restored = await restoreBackup(target.db, dir, file, { replace: true });
    expect(restored.skippedFiles).toEqual([
      'products/evil.html',
      'products/evil.js',
      'products/logo.svg',
      'products/page.webp',
    ]);
    const products = readdirSync(join(dir, 'uploads', 'products'));
    expect(products).toContain('kept.webp');
    expect(products).toContain('kept.png');
    for (const left of ['evil.html', 'evil.js', 'logo.svg', 'page.webp'])
      expect(products).not.toContain(left);
  });
});

describe('a restore reading a line longer than any a backup holds', () => {
  it('stops with a clear message at the cap and changes nothing', async () => {
    const file = crafted((backup) => {
      rowsOf(backup, 'contact_messages').push({
        ...(rowsOf(backup, 'contact_messages')[0] ?? {}),
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Long',
        email: 'long@example.in',
        subject: 'Long',
        message: 'x'.repeat(17 * 1024 * 1024),
        created_at: '2026-11-01T00:00:00+00:00',
      });
    });
    await expectRefused(file, /line \d+ is longer than 16 MB/);
  });
});
