import { LOCKS } from '../db/advisory-lock';
import { liftSessionLimits, type Database } from '../db/client';
import { analyzeShopTables } from '../db/planner-statistics';
import { ImportReport } from './import-report';
import { IMPORTERS } from './importers';
import { LegacyIds } from './legacy-ids';
import type { LegacyRow } from './legacy-row';
import { LEGACY_TABLES } from './legacy-tables';
import { Progress } from './progress';
import { ExportFileError, findExportFiles, readRows, type ExportFolder } from './read-export';
import { rewindSequences, sequenceStates } from './sequence-rewind';
import { StagedUploads } from './staged-uploads';
import type { TableImporter } from './table-importer';

export interface ImportOptions {
  /** The export folder: one <table>.csv or <table>.json per table of the old app. */
  dir: string;
  /** false: a dry run, which does all the same work and rolls it back. */
  apply: boolean;
  /** Where the shop's uploads live (DATA_DIR). */
  dataDir: string;
  progress?: Progress;
  importers?: readonly TableImporter[];
}

class DryRunDone extends Error {}

/**
 * Imports an export folder in ONE transaction (docs/decisions/034): every table importer in order,
 * then commit (--apply) or roll back (a dry run, so its report is exactly what --apply would do).
 * A file that cannot be read whole refuses the run and changes nothing; any other error is thrown
 * after the rollback. Staged images move into the uploads folder only after the commit.
 */
export async function runImport(db: Database, options: ImportOptions): Promise<ImportReport> {
  const { apply, dataDir, progress = Progress.quiet(), importers = IMPORTERS } = options;
  const folder = await readFolder(options.dir);
  if (typeof folder === 'string') return refused(apply, folder);
  const notes = folderNotes(folder, importers);
  if (folder.ambiguous.length > 0) {
    const names = folder.ambiguous.map((table) => `${table}.csv and ${table}.json`).join(', ');
    return refused(
      apply,
      `the folder holds both ${names}: keep the one to import and move the other away`,
      notes,
    );
  }
  if (folder.files.size === 0)
    return refused(apply, `no table files in ${options.dir} (such as customers.csv or orders.json)`, notes);

  let report = new ImportReport(apply);
  let uploads = new StagedUploads(dataDir);
  const sequences = await sequenceStates(db);
  try {
    await db.transaction(async (tx) => {
      // A retried attempt (serialization failure) starts over with a clean report and no files.
      await uploads.discard();
      report = new ImportReport(apply);
      report.notes.push(...notes);
      uploads = new StagedUploads(dataDir);
      await liftSessionLimits(tx); // a whole export in one transaction: minutes at 1M customers
      await tx.query('select pg_advisory_xact_lock($1)', [LOCKS.legacyImport]);
      const legacyIds = new LegacyIds(tx);
      for (const importer of importers) {
        const file = folder.files.get(importer.table);
        if (!file) continue;
        const table = report.table(importer.table);
        const bar = progress.start(importer.table, file.bytes, 'bytes');
        const rows = counted(
          readRows(file, (bytes) => bar.update(bytes)),
          () => table.read++,
        );
        await importer.importRows(rows, { db: tx, report: table, legacyIds, uploads, progress });
        // The next importer's queries (orders look up the customers just written) and the shop's,
        // after the commit, are planned on statistics of what is there now (docs/decisions/053).
        if (table.read > 0) await analyzeShopTables(tx);
        bar.finish();
      }
      if (!apply) throw new DryRunDone();
    });
    await uploads.commit();
    return report;
  } catch (error) {
    await uploads.discard();
    await rewindSequences(db, sequences);
    if (error instanceof DryRunDone) return report;
    if (error instanceof ExportFileError) return refused(apply, error.message, notes);
    throw error;
  }
}

async function readFolder(dir: string): Promise<ExportFolder | string> {
  try {
    return await findExportFiles(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return `there is no folder ${dir}`;
    throw error;
  }
}

function folderNotes(folder: ExportFolder, importers: readonly TableImporter[]): string[] {
  const notes = folder.ignored.map((name) => `${name} is not a table of the old app: not read`);
  const known = new Set(importers.map((importer) => importer.table));
  for (const table of LEGACY_TABLES) {
    if (folder.files.has(table) && !known.has(table))
      notes.push(`${table}: this version cannot import that table yet: not read`);
  }
  return notes;
}

function refused(apply: boolean, why: string, notes: string[] = []): ImportReport {
  const report = new ImportReport(apply);
  report.notes.push(...notes);
  report.refused = why;
  return report;
}

async function* counted(rows: AsyncIterable<LegacyRow>, onRow: () => void): AsyncGenerator<LegacyRow> {
  for await (const row of rows) {
    onRow();
    yield row;
  }
}
