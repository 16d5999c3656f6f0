import { ExportFileError } from './export-file-error';
import type { LegacyRow } from './legacy-row';

const SPECIAL = /[,\r\n"]/g;

/**
 * The rows of a CSV export (RFC 4180, as the old service's dashboard writes it), streamed: a header
 * row of column names, fields `"`-quoted where needed (`""` is a quote inside one; quoted fields
 * may hold commas and line breaks), LF or CRLF line ends, an optional byte-order mark. An empty
 * unquoted cell is null; a quoted empty one is ''. A row with more or fewer cells than the header,
 * or a quote never closed, makes the whole file unreadable (ExportFileError).
 */
export async function* csvRows(chunks: AsyncIterable<string>, fileName: string): AsyncGenerator<LegacyRow> {
  let header: string[] | undefined;
  let cells: (string | null)[] = [];
  let cell = '';
  let quoted = false;
  let inQuotes = false;
  let quoteInQuotes = false;
  let afterCr = false;
  let line = 1;
  let rowLine = 1;
  let first = true;
  const fail = (where: number, problem: string): never => {
    throw new ExportFileError(fileName, `line ${where}`, problem);
  };
  const endCell = () => {
    cells.push(quoted ? cell : cell === '' ? null : cell);
    cell = '';
    quoted = false;
  };
  /** The finished row, or undefined for the header and blank lines. */
  const endRow = (): LegacyRow | undefined => {
    const done = cells;
    const at = rowLine;
    cells = [];
    rowLine = line;
    if (header === undefined) {
      header = done.map((name) => (name ?? '').trim());
      const blank = header.findIndex((name) => name === '');
      if (blank >= 0) fail(at, `column ${blank + 1} of the header row has no name`);
      const twice = header.find((name, index) => header!.indexOf(name) !== index);
      if (twice !== undefined) fail(at, `the header names the column "${twice}" twice`);
      return undefined;
    }
    if (done.length === 1 && done[0] === null) return undefined;
    if (done.length !== header.length)
      fail(at, `${done.length} cells in a row, but the header names ${header.length} columns`);
    const row: LegacyRow = {};
    header.forEach((name, index) => (row[name] = done[index]!));
    return row;
  };

  for await (let chunk of chunks) {
    if (first) {
      first = false;
      if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
    }
    let i = 0;
    while (i < chunk.length) {
      if (inQuotes && !quoteInQuotes) {
        // Inside quotes: everything up to the next quote is the field's text.
        const quote = chunk.indexOf('"', i);
        const end = quote === -1 ? chunk.length : quote;
        const text = chunk.slice(i, end);
        cell += text;
        for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) line++;
        if (quote !== -1) quoteInQuotes = true;
        i = end + 1;
        continue;
      }
      const c = chunk[i]!;
      if (quoteInQuotes) {
        quoteInQuotes = false;
        if (c === '"') {
          cell += '"';
          i++;
          continue;
        }
        inQuotes = false;
      }
      if (c !== ',' && c !== '\n' && c !== '\r' && c !== '"') {
        // Plain text: up to the next comma, line end or quote at once.
        SPECIAL.lastIndex = i;
        const end = SPECIAL.exec(chunk)?.index ?? chunk.length;
        if (quoted) fail(line, `text after the closing quote of a field ("${cell}${chunk.slice(i, end)}")`);
        cell += chunk.slice(i, end);
        afterCr = false;
        i = end;
        continue;
      }
      i++;
      const crlf = afterCr && c === '\n';
      afterCr = false;
      if (crlf) continue;
      if (c === ',') endCell();
      else if (c === '\n' || c === '\r') {
        afterCr = c === '\r';
        line++;
        endCell();
        const row = endRow();
        if (row) yield row;
      } else if (quoted) fail(line, `a quote after the closing quote of a field ("${cell}")`);
      else if (cell === '') {
        inQuotes = true;
        quoted = true;
      } else cell += c;
    }
  }
  if (inQuotes && !quoteInQuotes) fail(rowLine, 'a quoted field is never closed');
  if (cells.length > 0 || cell !== '' || quoted) {
    endCell();
    const row = endRow();
    if (row) yield row;
  }
  if (header === undefined) fail(1, 'the file is empty (not even a header row)');
}
