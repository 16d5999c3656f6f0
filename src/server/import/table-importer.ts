import type { Queryable } from '../db/client';
import type { TableReport } from './import-report';
import type { LegacyIds } from './legacy-ids';
import type { LegacyRow } from './legacy-row';
import type { LegacyTable } from './legacy-tables';
import type { Progress } from './progress';
import type { StagedUploads } from './staged-uploads';

/** What an importer works with: all of it inside the import's one transaction. */
export interface ImportContext {
  /** The import's one transaction: a dry run or any thrown error rolls all of it back. */
  db: Queryable;
  /** This table's counts and problems (`read` is counted by the runner). */
  report: TableReport;
  legacyIds: LegacyIds;
  uploads: StagedUploads;
  progress: Progress;
}

/**
 * Imports one table of the old app. A bad row is a reported problem (`report.problem`) and the
 * import goes on; only a bug or a database failure throws, and that rolls everything back.
 * Rows whose old id is already in `legacyIds` are counted `alreadyImported` and skipped.
 */
export interface TableImporter {
  table: LegacyTable;
  importRows(rows: AsyncIterable<LegacyRow>, ctx: ImportContext): Promise<void>;
}

/** Rows in batches of `size` (the last one shorter), for one query per batch. */
export async function* batches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
