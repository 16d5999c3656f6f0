import type { TableReport } from './import-report';
import { BadValue } from './legacy-fields';

/**
 * Reads one field of a row for an importer: a BadValue becomes a reported problem of the row
 * (`<kind> (<field>)`, with `who` as the example) and the fallback is used instead.
 */
export function valueOr<T>(report: TableReport, who: string, field: string, read: () => T, fallback: T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof BadValue)) throw error;
    report.problem(`${error.kind} (${field}): ${fallbackWords(fallback)}`, `${who}: ${error.message}`);
    return fallback;
  }
}

const fallbackWords = (fallback: unknown) =>
  fallback === null
    ? 'left empty'
    : fallback instanceof Date
      ? 'set to the import time'
      : `set to ${String(fallback)}`;
