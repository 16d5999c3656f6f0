/**
 * npm run bench:import — the import of the old app's customers (issue 13, item 7;
 * docs/decisions/034): a CSV export of n customers with a referral tree (each joined under a random
 * earlier customer, a quarter under the shop), imported with --apply into a fresh database on the
 * embedded server, timed with the tree checked once for the batch, and, up to BASELINE_MAX
 * customers (default 20000), with the per-row cycle check and downline counting it replaced.
 * IMPORT_SIZES=5000,10000 picks the sizes (default 5000,10000,20000,100000).
 */
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/password';
import { openDatabase, openPostgres } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { runImport } from '../src/server/import/run-import';
import { adminUsersImporter } from '../src/server/import/tables/admin-users';
import { customersImporter } from '../src/server/import/tables/customers';
import { writeLegacyExport } from '../src/server/import/testing/legacy-export';

const sizes = (process.env.IMPORT_SIZES ?? '5000,10000,20000,100000').split(',').map(Number);
const baselineMax = Number(process.env.BASELINE_MAX ?? 20_000);
const root = mkdtempSync(join(tmpdir(), 'bench-import-'));
chmodSync(root, 0o755); // the embedded server's own account must reach DATA_DIR when we run as root
const server = await openDatabase({ dataDir: join(root, 'data') });
const connection = server.embedded!.connection;
const hash = await hashPassword('bench-password');

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ ...connection, database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function writeExport(n: number): Promise<string> {
  const dir = join(root, `export-${n}`);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const customers = Array.from({ length: n }, (_, i) => ({
    id: `legacy-${i}`,
    name: `Customer ${i}`,
    phone: `+91 9${String(i).padStart(9, '0')}`,
    code: `A${101 + i}`,
    parentCode: i === 0 || random() < 0.25 ? null : `A${101 + Math.floor(random() * i)}`,
    points: i % 50,
    tier: 'Bronze',
    isPending: false,
    isReserved: false,
    totalSpent: `${i % 1000}.50`,
    monthlySpent: { '2024-01': (i % 300) + 0.25 },
    accumulatedPointMoney: '2.5',
    passwordHash: hash,
    joinedDate: '2024-01-01T10:00:00',
    created_at: '2024-01-01T10:00:00',
  }));
  await writeLegacyExport(dir, { customers }, 'csv');
  return dir;
}

async function timeImport(
  dir: string,
  perRowTreeChecks: boolean,
): Promise<{ seconds: number; imported: number }> {
  const name = `bench_import_${Date.now()}`;
  await onServer(`create database ${name}`);
  const db = openPostgres({ ...connection, database: name }, 2);
  try {
    await migrate(db);
    const started = performance.now();
    const report = await runImport(db, {
      dir,
      apply: true,
      dataDir: join(root, 'data'),
      importers: [adminUsersImporter, customersImporter({ perRowTreeChecks })],
    });
    const seconds = (performance.now() - started) / 1000;
    if (report.table('customers').imported !== report.table('customers').read) console.error(report.format());
    return { seconds, imported: report.table('customers').imported };
  } finally {
    await db.close();
    await onServer(`drop database ${name}`);
  }
}

try {
  console.log('customers | export MB | tree checked once | per-row triggers (before) | heap after');
  for (const n of sizes) {
    const dir = await writeExport(n);
    const megabytes = (statSync(join(dir, 'customers.csv')).size / 1e6).toFixed(1);
    const batch = await timeImport(dir, false);
    if (batch.imported !== n) throw new Error(`imported ${batch.imported} of ${n}`);
    const before = n <= baselineMax ? await timeImport(dir, true) : null;
    const heap = `${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`;
    console.log(
      `${n} | ${megabytes} | ${batch.seconds.toFixed(1)} s | ${before ? `${before.seconds.toFixed(1)} s` : 'not run'} | ${heap}`,
    );
    rmSync(dir, { recursive: true, force: true });
  }
} finally {
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
