import { Readable, pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { statementMessages } from '../../../domain/messages';
import type { StatementMapping } from '../../../domain/statements.schemas';
import { AppError } from '../../errors';
import { parseStatementAmount } from './statement-amounts';
import { parseStatementDate, type ParsedDate } from './statement-dates';
import { STATEMENT_LIMITS, type StatementLimits } from './statement-limits';
import { BUILT_IN_LAYOUTS, headerIndexes, mappedLayout, type StatementLayout } from './statement-layouts';
import { creditOfRow, type RowColumns } from './statement-credit-row';
import { endsTheTable, isBlank, isNotATransaction } from './statement-row-kinds';
import { cellSeparator, statementText } from './statement-text';
import { readNarrationReference } from './utr';

/** Money in, one line of a statement. */
export interface StatementCredit {
  /** The file's line the row starts on. */
  line: number;
  /** The day the bank booked it, YYYY-MM-DD (India's day). */
  date: string;
  amountPaise: number;
  narration: string;
  /** The bank's reference cell, else the transfer's reference read from the narration. */
  reference: string | null;
  /** The 12-digit UPI UTR; null for anything but a UPI credit. */
  utr: string | null;
}

export interface ReadStatement {
  bank: string;
  bankName: string;
  /** The header row's cells, as the file writes them (a custom layout is remembered by it). */
  header: string[];
  credits: StatementCredit[];
}

const refuse = (message: string): never => {
  throw new AppError('STATEMENT_REFUSED', message);
};

/** Why csv-parse stopped, for the owner. */
const CSV_PROBLEMS: Record<string, (line: number) => string> = {
  CSV_QUOTE_NOT_CLOSED: statementMessages.quoteNotClosed,
  CSV_INVALID_CLOSING_QUOTE: statementMessages.strayQuote,
  INVALID_OPENING_QUOTE: statementMessages.strayQuote,
};

/**
 * The credits of a bank statement in CSV (docs/decisions/066), read as it streams in: the layout
 * is found by its header row (a built-in bank's, or the columns the owner named in `mapping`),
 * the rows above it are the bank's title block, and the table ends at its totals or summary.
 * The file is read whole or refused whole (an AppError naming the line and the reason): a date or
 * amount that does not parse, a row of the wrong width, a file too large, too long, empty or not
 * CSV. Cells are text: a narration starting with = + - @ stays exactly that.
 */
export async function readStatement(
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  options: {
    mapping?: StatementMapping;
    remembered?: readonly StatementMapping[];
    limits?: StatementLimits;
  } = {},
): Promise<ReadStatement> {
  const limits = options.limits ?? STATEMENT_LIMITS;
  // The owner's columns alone; else the built-in banks, then the columns named for other banks before.
  const layouts = options.mapping
    ? [mappedLayout(options.mapping)]
    : [...BUILT_IN_LAYOUTS, ...(options.remembered ?? []).map(mappedLayout)];
  // The first text says which character separates the cells; the parse then takes all of it.
  const text = statementText(source, limits);
  const first = await text.next();
  async function* wholeText() {
    if (first.done) return;
    yield first.value;
    yield* text;
  }
  let ended = { line: 0, emptyLines: 0 };
  const parser = parse({
    bom: true,
    delimiter: cellSeparator(first.done ? '' : first.value),
    record_delimiter: ['\r\n', '\n', '\r'],
    skip_empty_lines: true,
    relax_column_count: true, // checked below, in the owner's words
    // The line each row ends on, kept as csv-parse reads it (an error drops the rows not yet
    // taken). Not `info: true`: it works the same out a second time, half the parse's time.
    on_record: (record, context) => {
      ended = { line: context.lines, emptyLines: context.empty_lines };
      return { record, lines: context.lines } as unknown as string[];
    },
  });
  pipeline(Readable.from(wholeText()), parser, () => undefined);

  let table: { layout: StatementLayout; columns: RowColumns; header: string[] } | undefined;
  let tableEnded = false;
  let rows = 0;
  const credits: StatementCredit[] = [];
  const dates = new Map<string, ParsedDate>();
  try {
    for await (const { record, lines } of parser as AsyncIterable<{ record: string[]; lines: number }>) {
      const line = lines - lineBreaks(record);
      rows++;
      if (lines > limits.lines)
        throw new AppError('PAYLOAD_TOO_LARGE', statementMessages.tooManyLines(limits.lines));
      if (tableEnded) continue;
      if (!table) {
        table = headerOf(record, layouts);
        if (!table && line >= limits.linesBeforeHeader) refuse(noTable(options.mapping));
        continue;
      }
      if (isBlank(record)) continue;
      const dateText = record[table.columns.date] ?? '';
      let date = dates.get(dateText); // a statement has a few dozen days on thousands of rows
      if (!date) dates.set(dateText, (date = parseStatementDate(dateText, table.layout.dateOrder)));
      if (!date.ok && !date.dateShaped) {
        if (endsTheTable(record)) {
          tableEnded = true;
          continue;
        }
        if (isNotATransaction(record) || !holdsMoney(record, table.columns)) continue;
      }
      const credit = creditOfRow(record, line, date, table.columns);
      if (credit) {
        const { utr, transferReference } = readNarrationReference(credit.narration, credit.reference ?? '');
        credits.push({ ...credit, reference: credit.reference ?? transferReference, utr });
      }
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = ended.line + 1 + parser.info.empty_lines - ended.emptyLines;
    refuse((CSV_PROBLEMS[error.code] ?? ((at: number) => `Line ${at}: ${error.message}`))(line));
  } finally {
    parser.destroy();
  }
  if (rows === 0) refuse(statementMessages.empty);
  if (!table) refuse(noTable(options.mapping));
  return { bank: table!.layout.bank, bankName: table!.layout.bankName, header: table!.header, credits };
}

function headerOf(
  record: readonly string[],
  layouts: readonly StatementLayout[],
): { layout: StatementLayout; columns: RowColumns; header: string[] } | undefined {
  for (const layout of layouts) {
    const indexes = headerIndexes(layout, record);
    if (indexes) {
      const width = record.findLastIndex((cell) => cell.trim() !== '') + 1;
      return {
        layout,
        columns: { ...indexes, width },
        header: record.slice(0, width).map((cell) => cell.trim()),
      };
    }
  }
  return undefined;
}

function noTable(mapping: StatementMapping | undefined): string {
  if (!mapping) return statementMessages.unknownLayout;
  const named = [
    mapping.date,
    mapping.narration,
    mapping.credit,
    mapping.reference,
    mapping.debit,
    mapping.creditOrDebit,
  ];
  return statementMessages.mappedColumnsMissing(
    named
      .filter((name) => name !== undefined)
      .map((name) => `'${name}'`)
      .join(', '),
  );
}

/** Whether a row with no date names any amount (a row with none is a note, a wrapped line, a repeated header). */
function holdsMoney(record: readonly string[], columns: RowColumns): boolean {
  return [columns.credit, columns.debit].some(
    (index) => index !== undefined && parseStatementAmount(record[index] ?? '').kind === 'amount',
  );
}

function lineBreaks(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells)
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks++;
  return breaks;
}
