/**
 * Rows of a statement's table that hold no transaction, told by their first words
 * (docs/decisions/066). Only rows whose date cell is no date at all are asked.
 */

/** Where the table ends: the totals, the summary and the legend below it. Rows after are not read. */
const TABLE_END =
  /^(?:closing balance|total|grand total|statement summary|summary|legends?\b|this is a (?:computer|system)|computer generated|system generated|end of (?:the )?statement|abbreviations|disclaimer|note\s*:|please note|unless the constituent)/;

/** Rows inside the table that carry no money of their own. */
const NOT_A_TRANSACTION =
  /^(?:opening balance|balance (?:b\/f|brought forward|forward)|b\/f|c\/f|brought forward|carried forward|page \d)/;

/** The row's first text, lower case, past the stars and dashes some banks draw with. */
function firstWords(cells: readonly string[]): string {
  const first = cells.find((cell) => cell.trim() !== '') ?? '';
  return first.replace(/^[\s*#=_-]+/, '').toLowerCase();
}

export function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => /^[\s*=_-]*$/.test(cell));
}

export function endsTheTable(cells: readonly string[]): boolean {
  return TABLE_END.test(firstWords(cells));
}

export function isNotATransaction(cells: readonly string[]): boolean {
  return NOT_A_TRANSACTION.test(firstWords(cells));
}
