/** One row of an export file: CSV values are strings or null; JSON values are as parsed. */
export type LegacyRow = Record<string, unknown>;
