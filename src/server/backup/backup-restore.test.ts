import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ensureFirstAdmin } from '../features/admins';
import { loadConfig } from '../config';
import { DEMO_CUSTOMER_PASSWORD, seedDemoData, type SeedSummary } from '../seed/demo-seed';
import { ledgerMismatches } from '../testing/ledger-invariant';
import { shopFixtures } from '../testing/shop-fixtures';
import { createTestDatabase, startTestApp, type TestApp } from '../testing/test-app';
import { signInAdmin, TEST_ADMIN_ENV } from '../testing/test-users';
import { BadBackup } from './backup-format';
import { restoreBackup, RestoreRefused } from './restore-backup';
import { everyRow } from './testing/every-row';
import { writeBackup } from './write-backup';

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'shop-backup-test-'));
chmodSync(folder, 0o755); // the embedded server's account must reach DATA_DIR
let source: TestApp;
let seeded: SeedSummary;
const databases: Array<() => Promise<void>> = [];

beforeAll(async () => {
  source = await startTestApp({ ...TEST_ADMIN_ENV, DATA_DIR: join(folder, 'source') });
  await signInAdmin(source);
  seeded = (await seedDemoData(source.db, source.config.dataDir))!;
  const fixtures = shopFixtures(source);
  const product = await fixtures.product({ stock: 500 });
  const buyer = await fixtures.customer();
  for (let n = 0; n < 3; n++) {
    const placed = await fixtures.placeOrder(buyer.cookies, {
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(placed.statusCode).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  for (const drop of databases) await drop();
  await source?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function freshDatabase() {
  const target = await createTestDatabase({ empty: true });
  databases.push(target.drop);
  return target.db;
}

const backupFile = (name: string) => join(folder, `${name}-${randomBytes(3).toString('hex')}.backup.gz`);

describe('a backup restored into a fresh database', () => {
  let file: string;
  let targetDir: string;
  let target: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    file = backupFile('round-trip');
    targetDir = join(folder, 'target');
    const written = await writeBackup(source.db, source.config.dataDir, file);
    expect(written.files).toBeGreaterThan(0);
    target = await freshDatabase();
    const restored = await restoreBackup(target, targetDir, file, { replace: false });
    expect(restored).toMatchObject({ rows: written.rows, files: written.files, migrated: [] });
  }, 120_000);

  it('holds every table row for row, its sequences where they were', async () => {
    const [before, after] = [await everyRow(source.db), await everyRow(target)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before))
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    expect(before.customers!.length).toBeGreaterThan(10);
  });

  it('serves the uploaded images, lets a customer and an admin sign in, and takes new rows', async () => {
    const app = await buildApp({ config: { ...source.config, dataDir: targetDir }, db: target });
    try {
      const [product] = await target.query<{ image_url: string }>(
        `select image_url from products where image_url like '/uploads/%' limit 1`,
      );
      const image = await app.inject({ url: product!.image_url });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload).toEqual(
        readFileSync(join(source.config.dataDir, product!.image_url.replace(/^\//, ''))),
      );
      const customer = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: seeded.samplePhone, password: DEMO_CUSTOMER_PASSWORD },
      });
      expect(customer.statusCode).toBe(200);
      const admin = await app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { username: TEST_ADMIN_ENV.ADMIN_USERNAME, password: TEST_ADMIN_ENV.ADMIN_PASSWORD },
      });
      expect(admin.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    expect(await ledgerMismatches(target)).toEqual([]);
  });

  it('refuses a database that holds a shop unless told to replace it, and changes nothing', async () => {
    const before = await everyRow(target);
    await expect(restoreBackup(target, targetDir, file, { replace: false })).rejects.toThrow(RestoreRefused);
    expect(await everyRow(target)).toEqual(before);

    await restoreBackup(target, targetDir, file, { replace: true });
    expect(await everyRow(target)).toEqual(await everyRow(source.db));
  });

  it('reports a file cut short or corrupt and changes nothing', async () => {
    await target.query(`insert into categories (name) values ('Kept through failed restores')`);
    const before = await everyRow(target);
    const bytes = readFileSync(file);
    const lines = gunzipSync(bytes).toString('utf8').split('\n');
    const rowAt = lines.findIndex((line) => line.startsWith('{"table":"orders"')) + 1;
    const broken = {
      'cut short': bytes.subarray(0, Math.floor(bytes.length / 2)),
      'flipped bytes': Buffer.concat([bytes.subarray(0, 2000), Buffer.alloc(64, 0x55), bytes.subarray(2064)]),
      'no end line': gzipSync(lines.slice(0, -2).join('\n') + '\n'),
      'a broken row': gzipSync(lines.map((line, n) => (n === rowAt ? line.slice(0, 20) : line)).join('\n')),
      'a missing row': gzipSync(lines.filter((_, n) => n !== rowAt).join('\n')),
      'not a backup': gzipSync('{"hello":"world"}\n'),
    };
    for (const [problem, content] of Object.entries(broken)) {
      const path = backupFile(problem.replaceAll(' ', '-'));
      writeFileSync(path, content);
      await expect(restoreBackup(target, targetDir, path, { replace: true }), problem).rejects.toThrow(
        BadBackup,
      );
      expect(await everyRow(target), problem).toEqual(before);
    }
    expect(readdirSync(join(targetDir, 'uploads'), { recursive: true }).length).toBeGreaterThan(0);
    expect(existsSync(join(targetDir, 'uploads.restoring'))).toBe(false);
  });

  it('refuses a backup from a newer version of the shop, or with a table the schema lacks', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const header = JSON.parse(lines[0]!) as { migrations: string[] };
    header.migrations.push('999-from-the-future.sql');
    const path = backupFile('newer');
    writeFileSync(path, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    await expect(
      restoreBackup(await freshDatabase(), join(folder, 'newer'), path, { replace: false }),
    ).rejects.toThrow(/newer version of the shop/);

    const handMade = JSON.parse(lines[0]!) as { tables: string[] };
    handMade.tables.push('made_by_hand');
    const withTable = backupFile('hand-made');
    writeFileSync(withTable, gzipSync([JSON.stringify(handMade), ...lines.slice(1)].join('\n')));
    await expect(
      restoreBackup(await freshDatabase(), join(folder, 'hand-made'), withTable, { replace: false }),
    ).rejects.toThrow(/made_by_hand is only in the backup/);
  });
});

describe('a backup taken while orders are being placed', () => {
  it('is one consistent moment: stock sold equals the orders that hold it', async () => {
    const fixtures = shopFixtures(source);
    const product = await fixtures.product({ stock: 10_000 });
    const buyer = await fixtures.customer();
    let writing = true;
    let placedDuring = 0;
    const placing = (async () => {
      while (writing) {
        const placed = await fixtures.placeOrder(buyer.cookies, {
          items: [{ productId: product.id, quantity: 1 }],
        });
        expect(placed.statusCode).toBe(201);
        placedDuring++;
      }
    })();
    const file = backupFile('busy');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await writeBackup(source.db, source.config.dataDir, file).finally(() => (writing = false));
    await placing;
    expect(placedDuring).toBeGreaterThan(1);

    const target = await freshDatabase();
    await restoreBackup(target, join(folder, 'busy'), file, { replace: false });
    const [row] = await target.query<{ stock: number; sold: number }>(
      `select p.stock_quantity as stock,
              (select coalesce(sum(quantity), 0) from order_items where product_id = p.id)::int as sold
         from products p where p.id = $1`,
      [product.id],
    );
    expect(row!.stock + row!.sold).toBe(10_000);
    expect(await ledgerMismatches(target)).toEqual([]);
  }, 60_000);
});

/** `npm run backup` / `npm run restore` as the operator types them at the server. */
function command(name: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', `src/server/${name}-cli.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
    }),
  );
}

describe('npm run backup and npm run restore', () => {
  it('move a shop from a PostgreSQL server to the embedded database and back with the same file', async () => {
    const server = await createTestDatabase();
    databases.push(server.drop);
    await server.db.query(`insert into categories (name) values ('Moved with the shop')`);
    await ensureFirstAdmin(server.db, loadConfig(TEST_ADMIN_ENV));
    const serverDir = join(folder, 'on-server');
    mkdirSync(join(serverDir, 'uploads', 'products'), { recursive: true });
    const picture = sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    });
    writeFileSync(join(serverDir, 'uploads', 'products', 'moved.webp'), await picture.webp().toBuffer());
    // Not a picture: a backup leaves it out (a restore would), and says so.
    writeFileSync(join(serverDir, 'uploads', 'products', 'notes.html'), '<p>not a picture</p>');

    const toEmbedded = backupFile('to-embedded');
    const backedUp = await command('backup', { DATABASE_URL: server.url, DATA_DIR: serverDir }, toEmbedded);
    expect(backedUp).toEqual({
      code: 0,
      out: expect.stringMatching(
        / {2}orders: 0 rows\n(.|\n)*Left out 1 files of the uploads folder that are not pictures: products\/notes.html\.\nBackup written to .*1 uploaded files/,
      ),
    });

    const embeddedDir = join(folder, 'embedded');
    mkdirSync(embeddedDir, { mode: 0o755 });
    const intoEmbedded = await command('restore', { DATA_DIR: embeddedDir }, toEmbedded);
    expect(intoEmbedded).toEqual({ code: 0, out: expect.stringContaining('Restored') });

    const toServer = backupFile('to-server');
    expect((await command('backup', { DATA_DIR: embeddedDir }, toServer)).code).toBe(0);
    const target = await createTestDatabase({ empty: true });
    databases.push(target.drop);
    const backDir = join(folder, 'back-on-server');
    expect(await command('restore', { DATABASE_URL: target.url, DATA_DIR: backDir }, toServer)).toEqual({
      code: 0,
      out: expect.stringContaining('Restored'),
    });

    const [before, after] = [await everyRow(server.db), await everyRow(target.db)];
    // Each backup command recorded itself in backup_runs after its snapshot.
    expect(after.backup_runs).toEqual([]);
    expect(before.backup_runs).toHaveLength(1);
    const withoutRuns = (rows: Record<string, string[]>) => ({
      ...rows,
      backup_runs: [],
      sequences: rows.sequences!.filter((line) => !line.startsWith('backup_runs')),
    });
    expect(withoutRuns(after)).toEqual(withoutRuns(before));
    expect(readFileSync(join(backDir, 'uploads', 'products', 'moved.webp'))).toEqual(
      readFileSync(join(serverDir, 'uploads', 'products', 'moved.webp')),
    );
    expect(existsSync(join(backDir, 'uploads', 'products', 'notes.html'))).toBe(false);

    const again = await command('restore', { DATABASE_URL: target.url, DATA_DIR: backDir }, toServer);
    expect(again).toEqual({ code: 1, out: expect.stringMatching(/Nothing was restored.*\n.*--replace/) });
  }, 180_000);

  it('restore refuses while the embedded shop runs on DATA_DIR', async () => {
    const dataDir = join(folder, 'running');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'shop.pid'), `${process.pid}\n`);
    const result = await command('restore', { DATA_DIR: dataDir }, 'any.backup.gz');
    expect(result).toEqual({
      code: 1,
      out: expect.stringMatching(/The shop is running \(PID \d+\).*stop it/),
    });
  });
});
