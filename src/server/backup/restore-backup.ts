import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LOCKS } from '../db/advisory-lock';
import { liftSessionLimits, type Database, type Queryable } from '../db/client';
import { applyMigrations, migrationFiles } from '../db/migrate';
import { analyzeShopTables } from '../db/planner-statistics';
import { holdsAShop } from '../db/pglite-import';
import { isUploadImage } from '../uploads/upload-image-types';
import { uploadsRoot } from '../uploads/upload-storage';
import {
  BadBackup,
  decodeFileBytes,
  parseFileOrEnd,
  parseHeader,
  parseTableStart,
  type BackupHeader,
} from './backup-format';
import { backupLines } from './read-lines';
import { checkRestoredShape, checkRestoredTotals } from './restored-data-checks';
import { appliedMigrations, ident, shopTables, storedColumns } from './shop-tables';

/** A restore this database or shop version cannot take (the file itself is fine). */
export class RestoreRefused extends Error {}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** Uploads restored. */
  files: number;
  /** Uploads in the file that are not pictures of the kinds /uploads/ serves: left out. */
  skippedFiles: string[];
  /** Migrations newer than the backup's, applied after its rows were loaded. */
  migrated: string[];
  /** Where the uploads folder that was there before went (kept, never deleted). */
  previousUploads: string | null;
}

/** Rows inserted per statement (or fewer, when their text passes INSERT_CHARS). */
const INSERT_ROWS = 2000;
const INSERT_CHARS = 8_000_000;

/**
 * Loads a backup file (./backup-format.ts) into the database and the uploads folder, in one
 * transaction: a failure anywhere (a file cut short, corrupt, a refused schema) leaves both as
 * they were. Rows go in with triggers off, so kept counters (referral counts, customer counts,
 * sales days, leaderboard tallies) are the backup's own, row for row; before it commits, the
 * restore checks what the triggers would have (./restored-data-checks.ts). A new, empty database
 * is first migrated to the backup's schema and brought up to date after the load. Only uploads
 * that are pictures are restored (../uploads/upload-image-types.ts).
 */
export async function restoreBackup(
  db: Database,
  dataDir: string,
  file: string,
  options: { replace: boolean; progress?: (line: string) => void },
): Promise<RestoreSummary> {
  const header = await readHeader(file);
  const known = migrationFiles();
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length)
    throw new RestoreRefused(
      `This backup comes from a newer version of the shop (its schema has ${unknown.join(', ')}). Update the shop, then restore.`,
    );
  const uploads = uploadsRoot(dataDir);
  const staging = `${uploads}.restoring`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const summary = await db.transaction(async (tx) => {
      await liftSessionLimits(tx); // the whole shop in one transaction: minutes on a big one
      await tx.query('select pg_advisory_xact_lock($1)', [LOCKS.migrations]);
      await matchSchema(tx, header);
      if (!options.replace && (await holdsAShop(tx)))
        throw new RestoreRefused(
          'This database already holds a shop. Restore into an empty one, or add --replace to replace everything in it.',
        );
      const progress = options.progress ?? (() => undefined);
      const loaded = await load(tx, file, header, staging, progress);
      let checking = Date.now();
      // The rows just loaded have no statistics: without them the planner's walk of the referral
      // tree took 29 s instead of 1.6 s at 100k customers. The shop needs them after the commit too.
      await analyzeShopTables(tx);
      await checkRestoredShape(tx);
      let checked = Date.now() - checking;
      await tx.query('set local session_replication_role = origin');
      const migrated = await applyMigrations(tx);
      checking = Date.now();
      await checkRestoredTotals(tx);
      checked += Date.now() - checking;
      progress(
        `analysed and checked references, the referral tree, balances against the ledger, counters and sequences in ${(checked / 1000).toFixed(1)} s`,
      );
      return { ...loaded, migrated };
    });
    return { ...summary, previousUploads: await swapUploads(uploads, staging) };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function readHeader(file: string): Promise<BackupHeader> {
  if (!existsSync(file)) throw new BadBackup(`There is no file ${file}.`);
  const lines = backupLines(file);
  try {
    return parseHeader((await lines.next()).value ?? undefined);
  } finally {
    await lines.return();
  }
}

/** The database at the backup's schema: a new one is migrated to it; any other must be at it already. */
async function matchSchema(tx: Queryable, header: BackupHeader): Promise<void> {
  const applied = await appliedMigrations(tx);
  if (applied.every((name) => header.migrations.includes(name))) {
    await applyMigrations(tx, header.migrations);
    return;
  }
  throw new RestoreRefused(
    `This database's schema (${applied.at(-1)}) is newer than the backup's (${header.migrations.at(-1)}). ` +
      'Restore into a new, empty database: the restore brings it up to date afterwards.',
  );
}

async function load(
  tx: Queryable,
  file: string,
  header: BackupHeader,
  staging: string,
  progress: (line: string) => void,
): Promise<{ tables: number; rows: number; files: number; skippedFiles: string[] }> {
  const tables = await shopTables(tx);
  const notHere = header.tables.filter((table) => !tables.includes(table));
  const notInBackup = tables.filter((table) => !header.tables.includes(table));
  if (notHere.length || notInBackup.length)
    throw new RestoreRefused(
      `The backup's tables differ from this database's at the same schema version: ${[
        ...notHere.map((table) => `${table} is only in the backup`),
        ...notInBackup.map((table) => `${table} is only in the database`),
      ].join(', ')}. Tables added by hand must be created (empty) before the restore, or dropped.`,
    );
  // Rows go in as they were saved: no triggers (counters, append-only guards, cycle checks) and
  // no foreign-key order to respect (the rows come from one consistent snapshot).
  await tx.query('set local session_replication_role = replica').catch((error: { code?: string }) => {
    if (error.code !== '42501') throw error;
    throw new RestoreRefused(
      'This database role may not turn triggers off for the load (session_replication_role): restore as a ' +
        'superuser, or on PostgreSQL 15+ run `GRANT SET ON PARAMETER session_replication_role TO <role>` as one.',
    );
  });
  await tx.query(`truncate ${tables.map(ident).join(', ')}`);
  const lines = backupLines(file);
  const next = async () => (await lines.next()).value ?? undefined;
  try {
    await next(); // the header, read already
    let rows = 0;
    for (const table of header.tables) {
      rows += await loadTable(tx, table, next);
      progress(`${table}: loaded`);
    }
    let files = 0;
    const skippedFiles: string[] = [];
    for (;;) {
      const upload = parseFileOrEnd(await next(), { tables: header.tables.length, rows, files });
      if (!upload) break;
      files++;
      const bytes = decodeFileBytes(await next(), upload);
      if (!(await isUploadImage(upload.file, bytes))) {
        skippedFiles.push(upload.file);
        progress(`${upload.file}: left out, not a picture`);
        continue;
      }
      const target = join(staging, upload.file);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
    if ((await next()) !== undefined)
      throw new BadBackup('The file is corrupt: it goes on after its end line.');
    // setval alone is never rolled back; after ALTER SEQUENCE (transactional since PostgreSQL 10:
    // the sequence gets a new file) it writes to that file, so a refused restore undoes it too.
    for (const sequence of header.sequences) {
      await tx.query(`alter sequence ${ident(sequence.name)} restart`);
      await tx.query('select setval($1, $2::bigint, $3)', [
        ident(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    return { tables: header.tables.length, rows, files: files - skippedFiles.length, skippedFiles };
  } finally {
    await lines.return();
  }
}

async function loadTable(
  tx: Queryable,
  table: string,
  next: () => Promise<string | undefined>,
): Promise<number> {
  const start = parseTableStart(await next(), table);
  const columns = await storedColumns(tx, table);
  if (columns.join() !== start.columns.join())
    throw new BadBackup(`The file is corrupt: table ${table}'s columns do not match its schema.`);
  const list = columns.map(ident).join(', ');
  const insert = async (batch: string[]) => {
    if (batch.length === 0) return;
    try {
      await tx.query(
        `insert into ${ident(table)} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${ident(table)}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
    } catch (error) {
      // Data (22) or constraint (23) errors: a row changed or a line out of place.
      const code = (error as { code?: string }).code ?? '';
      if (code.startsWith('22') || code.startsWith('23'))
        throw new BadBackup(
          `The file is corrupt: a row of ${table} cannot be read (${(error as Error).message}).`,
        );
      throw error;
    }
  };
  let batch: string[] = [];
  let chars = 0;
  for (let row = 0; row < start.rows; row++) {
    const line = await next();
    if (line === undefined) throw new BadBackup(`The file ends early, inside table ${table} (cut short?).`);
    if (!line.startsWith('{')) throw new BadBackup(`The file is corrupt: a row of ${table} is not readable.`);
    batch.push(line);
    chars += line.length;
    if (batch.length >= INSERT_ROWS || chars >= INSERT_CHARS) {
      await insert(batch);
      batch = [];
      chars = 0;
    }
  }
  await insert(batch);
  const [count] = await tx.query<{ n: number }>(`select count(*)::bigint as n from ${ident(table)}`);
  if (count!.n !== start.rows)
    throw new BadBackup(`Table ${table} took ${count!.n} of the backup's ${start.rows} rows.`);
  return start.rows;
}

/** The restored uploads take the folder's place; one that held files is kept beside it. */
async function swapUploads(uploads: string, staging: string): Promise<string | null> {
  let previous: string | null = null;
  if (existsSync(uploads)) {
    if ((await readdir(uploads)).length === 0) await rm(uploads, { recursive: true });
    else {
      previous = `${uploads}-before-restore-${new Date().toISOString().replaceAll(':', '').slice(0, 17)}`;
      await rename(uploads, previous);
    }
  }
  await rename(staging, uploads);
  return previous;
}
