/**
 * The header row of a statement whose layout the shop does not know, found in the browser so the
 * owner can name its columns from it (docs/decisions/068): among the first lines, the first row
 * with the most cells of words (a title row has one or two, a transaction row has amounts and
 * dates). Cells are split by tabs when the start holds more tabs than commas, as the reader does.
 */
const LINES_LOOKED_AT = 100;

export function statementHeaderGuess(text: string): string[] {
  const start = text.replace(/^\uFEFF/, '').slice(0, 64 * 1024);
  const tabs = start.split('\t').length;
  const separator = tabs > start.split(',').length ? '\t' : ',';
  let best: string[] = [];
  let bestScore = 0;
  for (const line of start.split(/\r\n|\n|\r/).slice(0, LINES_LOOKED_AT)) {
    const cells = splitCells(line, separator).map((cell) => cell.trim());
    const score = cells.filter(
      (cell) => /[a-z]/i.test(cell) && !/^[-+]?[\d,.\s]*(cr|dr)?$/i.test(cell),
    ).length;
    if (score > bestScore) [best, bestScore] = [cells, score];
  }
  return [...new Set(best.filter((cell) => cell !== ''))];
}

/** One line's cells, a quoted cell kept whole ("a, b" is one cell; "" is a quote). */
function splitCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    const char = line[at]!;
    if (quoted) {
      if (char === '"' && line[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
