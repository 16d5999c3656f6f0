import { BadValue } from '../legacy-fields';
import type { LegacyRow } from '../legacy-row';
import type { TableReport } from '../import-report';
import type { Converted } from './row-conversion';

/** Whatever names a row in the report: its old id, else its first fields. */
export function rowName(row: LegacyRow): string {
  const id = row.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : JSON.stringify(row).slice(0, 60);
}

/**
 * Runs a converter on one row: its notes go to the report, a row it cannot use is reported under
 * the BadValue's kind and gives undefined (skipped). Any other error is a bug and is thrown.
 */
export function convertRow<T>(
  report: TableReport,
  row: LegacyRow,
  convert: (row: LegacyRow) => Converted<T>,
): T | undefined {
  try {
    const { value, notes } = convert(row);
    for (const note of notes) report.problem(note.kind, `${rowName(row)}: ${note.detail}`);
    return value;
  } catch (error) {
    if (!(error instanceof BadValue)) throw error;
    report.problem(error.kind, `${rowName(row)}: ${error.message}`);
    return undefined;
  }
}
