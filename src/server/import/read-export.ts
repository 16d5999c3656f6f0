import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { csvRows } from './csv-rows';
import { jsonRows } from './json-rows';
import { isLegacyTable, type LegacyTable } from './legacy-tables';
import type { LegacyRow } from './legacy-row';

export { BadValue, bool, integer, json, rupeesToPaise, text, timestamp } from './legacy-fields';
export { ExportFileError } from './export-file-error';
export type { LegacyRow } from './legacy-row';

export interface ExportFile {
  table: LegacyTable;
  path: string;
  flavour: 'csv' | 'json';
  bytes: number;
}

export interface ExportFolder {
  /** One file per table found, in no particular order. */
  files: Map<LegacyTable, ExportFile>;
  /** Tables with both a .csv and a .json file: which one is the export is a guess, so the run is refused. */
  ambiguous: LegacyTable[];
  /** Other files in the folder (not a table of the old app): named in the report, not read. */
  ignored: string[];
}

/** Which tables the export folder holds: `<table>.csv` or `<table>.json` (names as the old app's). */
export async function findExportFiles(dir: string): Promise<ExportFolder> {
  const folder: ExportFolder = { files: new Map(), ambiguous: [], ignored: [] };
  for (const name of (await readdir(dir)).sort()) {
    const match = /^(.+)\.(csv|json)$/i.exec(name);
    const table = match?.[1]!.toLowerCase() ?? '';
    const path = join(dir, name);
    if (!match || !isLegacyTable(table) || !(await stat(path)).isFile()) {
      if (!name.startsWith('.')) folder.ignored.push(name);
      continue;
    }
    if (folder.files.has(table)) {
      folder.ambiguous.push(table);
      continue;
    }
    const flavour = match[2]!.toLowerCase() as 'csv' | 'json';
    folder.files.set(table, { table, path, flavour, bytes: (await stat(path)).size });
  }
  return folder;
}

/**
 * The rows of one export file, streamed (CSV or JSON by its name). `onBytes` hears how far into
 * the file the reader is, for a progress bar. A file that cannot be read whole throws ExportFileError.
 */
export function readRows(
  file: Pick<ExportFile, 'path' | 'flavour'>,
  onBytes?: (bytesRead: number) => void,
): AsyncIterable<LegacyRow> {
  const stream = createReadStream(file.path, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  async function* chunks(): AsyncGenerator<string> {
    try {
      for await (const chunk of stream) {
        yield chunk as string;
        onBytes?.(stream.bytesRead);
      }
    } finally {
      stream.destroy();
    }
  }
  const name = basename(file.path);
  return file.flavour === 'csv' ? csvRows(chunks(), name) : jsonRows(chunks(), name);
}
