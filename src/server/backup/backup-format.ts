/**
 * The backup file (docs/decisions/035): gzip-compressed UTF-8 text, one JSON value per line.
 *
 *   {"format":"fresh-mart-backup","version":1,"createdAt":…,"migrations":[…],"tables":[…],"sequences":[…]}
 *   {"table":"orders","columns":["id",…],"rows":2}     then exactly `rows` lines, one row each:
 *   {"id":1,…}                                           (PostgreSQL's row_to_json of the row)
 *   {"file":"products/ab12.webp","bytes":5120}          then one line: the file's bytes in base64
 *   {"end":true,"tables":31,"rows":…,"files":…}         the last line: a file without it is cut short
 *
 * JSON strings never hold a raw line break, so a line is always one whole value.
 */
export const BACKUP_FORMAT = 'fresh-mart-backup';
export const BACKUP_VERSION = 1;

/**
 * The longest line a backup may hold (characters): far above any row (a request body is at most
 * 1 MB), and the base64 of an upload up to MAX_BACKUP_UPLOAD_BYTES. Reading stops at a longer one,
 * so a file that expands to one endless line cannot fill the memory.
 */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;
/** The largest upload a backup carries: its base64 line (4 characters per 3 bytes) fits the cap. */
export const MAX_BACKUP_UPLOAD_BYTES = (MAX_LINE_CHARS / 4) * 3;

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The schema's applied migrations (file names), oldest first. */
  migrations: string[];
  /** Every table, in the order their rows follow. */
  tables: string[];
  sequences: SequenceState[];
}

export interface TableStart {
  table: string;
  columns: string[];
  rows: number;
}

export interface FileStart {
  file: string;
  bytes: number;
}

export interface BackupEnd {
  end: true;
  tables: number;
  rows: number;
  files: number;
}

/** A backup file that cannot be read: cut short, corrupt, or not a backup at all. */
export class BadBackup extends Error {}

export const encodeLine = (value: unknown): string => `${JSON.stringify(value)}\n`;

function parseObject(line: string | undefined, what: string): Record<string, unknown> {
  if (line === undefined) throw new BadBackup(`The file ends early: ${what} is missing (cut short?).`);
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BadBackup(`The file is corrupt: ${what} is not readable.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BadBackup(`The file is corrupt: ${what} is not readable.`);
  return value as Record<string, unknown>;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function parseHeader(line: string | undefined): BackupHeader {
  const value = parseObject(line, 'the header');
  if (value.format !== BACKUP_FORMAT) throw new BadBackup('This is not a Fresh Mart backup file.');
  if (typeof value.version !== 'number' || value.version > BACKUP_VERSION)
    throw new BadBackup(
      `This backup uses format version ${String(value.version)}; this shop reads up to ${BACKUP_VERSION}. Update the shop first.`,
    );
  if (!isStringList(value.migrations) || !isStringList(value.tables) || !Array.isArray(value.sequences))
    throw new BadBackup('The file is corrupt: its header is incomplete.');
  return value as unknown as BackupHeader;
}

export function parseTableStart(line: string | undefined, expected: string): TableStart {
  const value = parseObject(line, `table ${expected}`);
  if (value.table !== expected || !isStringList(value.columns) || !Number.isSafeInteger(value.rows))
    throw new BadBackup(`The file is corrupt: table ${expected} does not start where it should.`);
  return value as unknown as TableStart;
}

/** After the tables: the next upload file, or null at the end line (checked against what was read). */
export function parseFileOrEnd(
  line: string | undefined,
  read: { tables: number; rows: number; files: number },
): FileStart | null {
  const value = parseObject(line, 'the end of the file');
  if (typeof value.file === 'string' && Number.isSafeInteger(value.bytes)) {
    if (!isSafeRelativePath(value.file)) throw new BadBackup(`The file names an unsafe path: ${value.file}`);
    return value as unknown as FileStart;
  }
  if (value.end !== true) throw new BadBackup('The file is corrupt: an upload or the end line was expected.');
  if (value.tables !== read.tables || value.rows !== read.rows || value.files !== read.files)
    throw new BadBackup(
      `The file is corrupt: its end line counts ${String(value.tables)} tables, ${String(value.rows)} rows and ${String(value.files)} files; ${read.tables}, ${read.rows} and ${read.files} were read.`,
    );
  return null;
}

/** An upload's path inside the uploads folder: no way out of it. */
export function isSafeRelativePath(path: string): boolean {
  return (
    path.length > 0 &&
    !path.startsWith('/') &&
    !path.includes('\\') &&
    !path.includes('\0') &&
    path.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

export function decodeFileBytes(line: string | undefined, file: FileStart): Buffer {
  if (line === undefined)
    throw new BadBackup(`The file ends early, inside upload ${file.file} (cut short?).`);
  const bytes = Buffer.from(line, 'base64');
  if (bytes.length !== file.bytes)
    throw new BadBackup(
      `The file is corrupt: upload ${file.file} has ${bytes.length} of ${file.bytes} bytes.`,
    );
  return bytes;
}
