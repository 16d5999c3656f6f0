import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/test-app';
import { batches, type TableImporter } from './table-importer';
import { text } from './read-export';
import { runImport } from './run-import';

/** A stand-in importer: remembers each category's old id, stages a file, reports nameless rows. */
const categories: TableImporter = {
  table: 'categories',
  async importRows(rows, { db, report, legacyIds, uploads }) {
    for await (const batch of batches(rows, 2)) {
      const known = await legacyIds.getMany(
        'categories',
        batch.map((row) => text(row, 'id')!),
      );
      for (const row of batch) {
        const id = text(row, 'id')!;
        if (known.has(id)) {
          report.alreadyImported++;
          continue;
        }
        const name = text(row, 'name');
        if (!name) {
          report.problem('no name', `id ${id}`);
          continue;
        }
        await db.query(
          `insert into audit_log (action, entity, entity_id, details) values ('import', 'test', $1, $2)`,
          [id, { name }],
        );
        await legacyIds.remember('categories', id, id);
        await uploads.save(`test/${id}.txt`, new TextEncoder().encode(name));
        report.imported++;
      }
    }
  },
};

let db: Database;
let drop: () => Promise<void>;
const dir = mkdtempSync(join(tmpdir(), 'import-run-'));
const dataDir = mkdtempSync(join(tmpdir(), 'import-data-'));
beforeAll(async () => ({ db, drop } = await createTestDatabase()));
afterAll(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const run = (apply: boolean) => runImport(db, { dir, apply, dataDir, importers: [categories] });
const count = async () => (await db.query<{ n: number }>(`select count(*) as n from legacy_ids`))[0]!.n;

describe('the import runner', () => {
  it('a dry run reports what --apply then does; a second --apply imports nothing; files move in after commit', async () => {
    writeFileSync(join(dir, 'categories.csv'), 'id,name\nc1,Rice\nc2,\nc3,Oil\n');
    writeFileSync(join(dir, 'readme.txt'), 'x');
    const dry = await run(false);
    expect(dry.table('categories')).toMatchObject({ read: 3, imported: 2, alreadyImported: 0 });
    expect(dry.format()).toMatch(/no name: 1\n {4}- id c2/);
    expect(dry.format()).toMatch(/readme\.txt is not a table/);
    expect(await count()).toBe(0);
    expect(readdirSync(dataDir)).toEqual([]);

    const applied = await run(true);
    expect(applied.table('categories')).toMatchObject({ read: 3, imported: 2 });
    expect(applied.nothingImported).toBe(false);
    expect(await count()).toBe(2);
    expect(readdirSync(join(dataDir, 'uploads/test')).sort()).toEqual(['c1.txt', 'c3.txt']);
    expect(readdirSync(dataDir)).toEqual(['uploads']);

    const again = await run(true);
    expect(again.table('categories')).toMatchObject({ read: 3, imported: 0, alreadyImported: 2 });
    expect(again.nothingImported).toBe(false);
    expect(await count()).toBe(2);
  });

  it('a broken file refuses the whole run and changes nothing', async () => {
    writeFileSync(join(dir, 'categories.csv'), 'id,name\nc4,Dal\nc5,"Ghee\n');
    const report = await run(true);
    expect(report.refused).toMatch(/categories\.csv, line 3: a quoted field is never closed/);
    expect(report.nothingImported).toBe(true);
    expect(report.format()).toMatch(/Nothing was imported/);
    expect(await count()).toBe(2);
    expect(readdirSync(join(dataDir, 'uploads/test')).sort()).toEqual(['c1.txt', 'c3.txt']);
    expect(readdirSync(dataDir)).toEqual(['uploads']);
  });

  it('refuses a table given twice, and a folder with no table files', async () => {
    writeFileSync(join(dir, 'categories.csv'), 'id,name\n');
    writeFileSync(join(dir, 'categories.json'), '[]');
    expect((await run(true)).refused).toMatch(/both categories\.csv and categories\.json/);
    rmSync(join(dir, 'categories.csv'));
    rmSync(join(dir, 'categories.json'));
    expect((await run(true)).refused).toMatch(/no table files/);
    expect((await runImport(db, { dir: join(dir, 'nope'), apply: true, dataDir })).refused).toMatch(
      /no folder/,
    );
  });
});

describe('the statistics an import leaves', () => {
  const bulkDir = mkdtempSync(join(tmpdir(), 'import-bulk-'));
  afterAll(() => rmSync(bulkDir, { recursive: true, force: true }));

  it('each table is planned on what the importers before it wrote, and the shop on what was imported', async () => {
    const rows = 3_000;
    const estimate = async (tx: { query: Database['query'] }) => {
      const [plan] = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        `explain (format json) select * from audit_log where entity = 'bulk'`,
      );
      return plan!['QUERY PLAN'][0].Plan['Plan Rows'];
    };
    let plannedInImport = 0;
    const writesMany: TableImporter = {
      table: 'customers',
      async importRows(read, { db: tx, report }) {
        for await (const _ of read) report.imported++;
        await tx.query(
          `insert into audit_log (action, entity, entity_id) select 'import', 'bulk', g::text from generate_series(1, $1) g`,
          [rows],
        );
      },
    };
    const readsThem: TableImporter = {
      table: 'orders',
      async importRows(read, { db: tx }) {
        for await (const _ of read) plannedInImport = await estimate(tx);
      },
    };
    writeFileSync(join(bulkDir, 'customers.csv'), 'id\n1\n');
    writeFileSync(join(bulkDir, 'orders.csv'), 'id\n1\n');
    const report = await runImport(db, {
      dir: bulkDir,
      apply: true,
      dataDir,
      importers: [writesMany, readsThem],
    });
    expect(report.refused).toBeUndefined();
    expect(plannedInImport).toBeGreaterThan(rows * 0.9);
    expect(plannedInImport).toBeLessThan(rows * 1.1);
    expect(await estimate(db)).toBeGreaterThan(rows * 0.9);
  });
});
