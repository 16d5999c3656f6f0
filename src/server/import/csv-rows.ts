import { Readable, pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { ExportFileError } from './export-file-error';
import type { LegacyRow } from './legacy-row';

/** Why csv-parse stopped, in the words of the import's report. */
const PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'text after the closing quote of a field',
  INVALID_OPENING_QUOTE:
    'a quote inside a field that does not start with one (such a field is quoted, its quotes doubled)',
};

/**
 * The rows of a CSV export (RFC 4180, as the old service's dashboard writes it), streamed through
 * csv-parse: a header row of column names, fields `"`-quoted where needed (`""` is a quote inside
 * one; quoted fields may hold commas and line breaks), LF or CRLF line ends, an optional byte-order
 * mark. An empty unquoted cell is null; a quoted empty one is ''. A row with more or fewer cells
 * than the header, a quote never closed or a stray one makes the whole file unreadable
 * (ExportFileError, naming the line the row starts on).
 */
export async function* csvRows(chunks: AsyncIterable<string>, fileName: string): AsyncGenerator<LegacyRow> {
  const fail = (line: number, problem: string): never => {
    throw new ExportFileError(fileName, `line ${line}`, problem);
  };
  // The line each row starts on (the report names it): after the last row's end and the blank
  // lines since, as many lines on as its cells hold line breaks (csv-parse's own count takes a CRLF
  // inside quotes for two). Worked out as csv-parse emits a row, before an error can drop rows not
  // yet read.
  let ended = { line: 0, emptyLines: 0 };
  const nextStart = (emptyLines: number) => ended.line + 1 + emptyLines - ended.emptyLines;
  const starts: number[] = [];
  const parser = parse({
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'], // any, even mixed in one file
    skip_empty_lines: true,
    relax_column_count: true, // checked below, with the line in the report's words
    raw: true, // to tell a quoted empty cell from an empty one: a per-cell cast costs 8 times the parse
    on_record: (data, context) => {
      const { record, raw } = data as unknown as { record: string[]; raw: string }; // with `raw: true`
      const start = nextStart(context.empty_lines);
      starts.push(start);
      ended = { line: start + lineBreaks(record), emptyLines: context.empty_lines };
      return (record.includes('') ? withNulls(record, raw) : record) as string[];
    },
  });
  pipeline(Readable.from(chunks), parser, () => undefined); // a read error reaches the loop below
  let header: string[] | undefined;
  try {
    for await (const record of parser as AsyncIterable<(string | null)[]>) {
      const at = starts.shift()!;
      if (header === undefined) {
        header = record.map((name) => (name ?? '').trim());
        const blank = header.findIndex((name) => name === '');
        if (blank >= 0) fail(at, `column ${blank + 1} of the header row has no name`);
        const twice = header.find((name, index) => header!.indexOf(name) !== index);
        if (twice !== undefined) fail(at, `the header names the column "${twice}" twice`);
        continue;
      }
      if (record.length !== header.length)
        fail(at, `${record.length} cells in a row, but the header names ${header.length} columns`);
      const row: LegacyRow = {};
      for (let index = 0; index < header.length; index++) row[header[index]!] = record[index]!;
      yield row;
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    fail(nextStart(parser.info.empty_lines), PROBLEMS[error.code] ?? error.message);
  } finally {
    parser.destroy();
  }
  if (header === undefined) fail(1, 'the file is empty (not even a header row)');
}

function lineBreaks(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells)
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks++;
  return breaks;
}

/**
 * The row with its empty unquoted cells as null, read off the row's text: each cell there is its
 * value as it is (unquoted) or quoted with its quotes doubled, then a comma. The text may start
 * with the blank lines skipped before the row.
 */
function withNulls(cells: readonly string[], raw: string): (string | null)[] {
  let at = raw.search(/[^\r\n]/);
  return cells.map((cell) => {
    const quoted = raw[at] === '"';
    at += (quoted ? 2 + cell.length + cell.split('"').length - 1 : cell.length) + 1;
    return quoted || cell !== '' ? cell : null;
  });
}
