import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { liftSessionLimits, type Database, type Queryable } from '../db/client';
import { isUploadImage } from '../uploads/upload-image-types';
import { uploadsRoot } from '../uploads/upload-storage';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  encodeLine,
  MAX_BACKUP_UPLOAD_BYTES,
  MAX_LINE_CHARS,
  type BackupEnd,
  type BackupHeader,
  type SequenceState,
} from './backup-format';
import { appliedMigrations, ident, shopTables, storedColumns } from './shop-tables';

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  files: number;
  /** Files in the uploads folder that are not pictures a restore would take: left out. */
  skippedFiles: string[];
  bytes: number;
}

/** Rows fetched from the snapshot at a time: memory stays bounded whatever the table's size. */
const FETCH_ROWS = 2000;

/**
 * Writes the backup file (format: ./backup-format.ts): every table read in one REPEATABLE READ
 * READ ONLY transaction (one consistent snapshot, while the shop goes on writing), then the
 * uploaded images, streamed through gzip into `file`.partial and renamed to `file` when complete.
 * Every line stays within what a restore reads (MAX_LINE_CHARS), and only the uploads a restore
 * takes (pictures) are written: a backup never holds what its restore would refuse.
 */
export async function writeBackup(
  db: Database,
  dataDir: string,
  file: string,
  /** Told each table as it is written (the command prints it: minutes at 2M orders). */
  progress: (line: string) => void = () => undefined,
): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  const written = pipeline(gzip, out);
  written.catch(() => undefined); // awaited below; a write error also ends the writes
  // A full buffer waits for gzip to drain, or for the file's failure (a full disk) to end it all.
  const write = async (text: string) => {
    if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), written]);
  };
  try {
    await Promise.race([once(out, 'open'), written]); // a folder that is not there fails here, at once
    const counts = await db.transaction(async (tx) => {
      await tx.query('set transaction isolation level repeatable read, read only');
      await tx.query(`set local timezone = 'UTC'`);
      await liftSessionLimits(tx); // a big table's count and rows take their time
      // Never retried (db.transaction retries serialization failures, which a hot standby can
      // raise): the rows already written would be written twice.
      return writeTables(tx, write, progress).catch((error: Error) => {
        throw new Error(`The snapshot could not be read: ${error.message}`, { cause: error });
      });
    });
    const { files, skippedFiles } = await writeUploads(uploadsRoot(dataDir), write, progress);
    const end: BackupEnd = { end: true, tables: counts.tables, rows: counts.rows, files };
    await write(encodeLine(end));
    gzip.end();
    await written;
    await rename(partial, file);
    return { file, ...counts, files, skippedFiles, bytes: out.bytesWritten };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

async function writeTables(
  tx: Queryable,
  write: (text: string) => Promise<void>,
  progress: (line: string) => void,
): Promise<{ tables: number; rows: number }> {
  const tables = await shopTables(tx);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    migrations: await appliedMigrations(tx),
    tables,
    sequences: await sequenceStates(tx),
  };
  if (header.migrations.length === 0) throw new Error('This database holds no shop yet: nothing to back up.');
  await write(encodeLine(header));
  let total = 0;
  for (const table of tables) {
    const columns = await storedColumns(tx, table);
    const [count] = await tx.query<{ n: number }>(`select count(*)::bigint as n from ${ident(table)}`);
    await write(encodeLine({ table, columns, rows: count!.n }));
    const list = columns.map(ident).join(', ');
    await tx.query(
      `declare backup_rows no scroll cursor for
         select row_to_json(t)::text as line from (select ${list} from ${ident(table)}) t`,
    );
    let rows = 0;
    for (;;) {
      const batch = await tx.query<{ line: string }>(`fetch forward ${FETCH_ROWS} from backup_rows`);
      if (batch.length === 0) break;
      rows += batch.length;
      const long = batch.find((row) => row.line.length > MAX_LINE_CHARS);
      if (long)
        throw new Error(
          `A row of ${table} is over ${MAX_LINE_CHARS / 1024 / 1024} MB of text, more than a restore reads: ${long.line.slice(0, 100)}…`,
        );
      await write(batch.map((row) => `${row.line}\n`).join(''));
    }
    await tx.query('close backup_rows');
    if (rows !== count!.n) throw new Error(`Table ${table} gave ${rows} rows of ${count!.n}.`);
    total += rows;
    progress(`${table}: ${rows} rows`);
  }
  return { tables: tables.length, rows: total };
}

/** Where every sequence stands, so restored ids continue past the restored rows. */
async function sequenceStates(tx: Queryable): Promise<SequenceState[]> {
  const names = await tx.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [state] = await tx.query<{ lastValue: string; isCalled: boolean }>(
      `select last_value::text as "lastValue", is_called as "isCalled" from ${ident(name)}`,
    );
    states.push({ name, ...state! });
  }
  return states;
}

async function writeUploads(
  root: string,
  write: (text: string) => Promise<void>,
  progress: (line: string) => void,
): Promise<{ files: number; skippedFiles: string[] }> {
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: 0, skippedFiles: [] };
    throw error;
  }
  let files = 0;
  const skippedFiles: string[] = [];
  for (const entry of entries.sort()) {
    const path = join(root, entry);
    const name = relative(root, path).split('\\').join('/');
    let bytes: Buffer | null;
    try {
      const info = await stat(path);
      if (info.isDirectory()) continue;
      bytes = info.size <= MAX_BACKUP_UPLOAD_BYTES ? await readFile(path) : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // removed meanwhile
      throw error;
    }
    if (!bytes || !(await isUploadImage(name, bytes))) {
      skippedFiles.push(name);
      progress(
        `${name}: left out, ${bytes ? 'not a picture' : `over ${MAX_BACKUP_UPLOAD_BYTES / 1024 / 1024} MB`}`,
      );
      continue;
    }
    await write(encodeLine({ file: name, bytes: bytes.length }));
    await write(`${bytes.toString('base64')}\n`);
    files++;
  }
  return { files, skippedFiles };
}
