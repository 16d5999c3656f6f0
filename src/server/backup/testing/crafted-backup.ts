import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { encodeLine } from '../backup-format';

export type BackupRow = Record<string, unknown>;

/** A backup file opened up for a test to change, the way someone editing it by hand could. */
export interface OpenedBackup {
  header: { sequences: { name: string; lastValue: string; isCalled: boolean }[] } & Record<string, unknown>;
  tables: Map<string, { columns: string[]; rows: BackupRow[] }>;
  files: { file: string; bytes: Buffer }[];
}

export function openBackup(file: string): OpenedBackup {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  let at = 0;
  const next = () => JSON.parse(lines[at++]!) as Record<string, unknown>;
  const header = next() as OpenedBackup['header'] & { tables: string[] };
  const tables: OpenedBackup['tables'] = new Map();
  for (const table of header.tables) {
    const start = next() as { columns: string[]; rows: number };
    const rows = Array.from({ length: start.rows }, () => next());
    tables.set(table, { columns: start.columns, rows });
  }
  const files: OpenedBackup['files'] = [];
  for (let line = next(); typeof line.file === 'string'; line = next())
    files.push({ file: line.file, bytes: Buffer.from(lines[at++]!, 'base64') });
  return { header, tables, files };
}

/** Writes `backup` as a backup file whose counts (each table's, the end line's) agree with it. */
export function writeCraftedBackup(path: string, backup: OpenedBackup): void {
  const parts = [encodeLine(backup.header)];
  let rows = 0;
  for (const [table, { columns, rows: tableRows }] of backup.tables) {
    parts.push(encodeLine({ table, columns, rows: tableRows.length }), ...tableRows.map(encodeLine));
    rows += tableRows.length;
  }
  for (const { file, bytes } of backup.files)
    parts.push(encodeLine({ file, bytes: bytes.length }), `${bytes.toString('base64')}\n`);
  parts.push(encodeLine({ end: true, tables: backup.tables.size, rows, files: backup.files.length }));
  writeFileSync(path, gzipSync(parts.join('')));
}

/** A table's rows, to change in place. */
export function rowsOf(backup: OpenedBackup, table: string): BackupRow[] {
  const found = backup.tables.get(table);
  if (!found) throw new Error(`no table ${table} in the backup`);
  return found.rows;
}
