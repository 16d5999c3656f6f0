/** What one statement file may be (docs/decisions/066): a year of a busy shop's account fits well inside. */
export const STATEMENT_LIMITS = {
  bytes: 10 * 1024 * 1024,
  lines: 50_000,
  /** The header row must come within this many lines: a bank's title block is a dozen or two. */
  linesBeforeHeader: 100,
} as const;

export type StatementLimits = { [Limit in keyof typeof STATEMENT_LIMITS]: number };
