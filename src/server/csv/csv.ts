import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { paiseToRupeesText } from '../../domain/money';

/**
 * CSV files the admin downloads (sales, purchases, customers, ledgers, the audit log), one way:
 * UTF-8 with a byte-order mark (so Excel reads Malayalam names as UTF-8; LibreOffice ignores it),
 * CRLF line ends (RFC 4180), every field quoted when it must be, and a field that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR first) prefixed with an apostrophe (OWASP's CSV
 * injection advice); a plain number such as -2.50 stays a number. Rows stream: a generator yields them in batches, nothing holds the whole file.
 */
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvValue = string | number | null | undefined;

function field(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(field).join(',')}\r\n`;
}

/** A money column: rupees with two decimals and no symbol, as spreadsheets sum them: 123456 paise → "1234.56". */
export const csvRupees = paiseToRupeesText;

/** The Indian date format, DD/MM/YYYY, of a YYYY-MM-DD day (already an Asia/Kolkata day). */
export function csvDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Made once: a formatter costs about 70 µs to make, which at three dates a row was most of the
 * time of a 2M-order export (docs/decisions/033).
 */
const kolkataDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Asia/Kolkata has kept +05:30, with no daylight saving, since 15 October 1945 (tzdata): from then
 * on an instant's Kolkata time is plain arithmetic, 30 times faster than formatToParts, which was
 * most of the CPU of a 2M-order export (docs/decisions/053). Earlier instants ask Intl.
 */
const KOLKATA_OFFSET_MS = 330 * 60_000;
const KOLKATA_FIXED_SINCE = Date.UTC(1945, 9, 16);
const two = (value: number) => (value < 10 ? `0${value}` : String(value));

/** The Indian date and time of an instant, in Asia/Kolkata: "23/11/2026 21:05". */
export function csvDateTime(at: Date): string {
  const ms = at.getTime();
  if (ms >= KOLKATA_FIXED_SINCE) {
    const local = new Date(ms + KOLKATA_OFFSET_MS);
    return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  }
  const parts = kolkataDateTime.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * Sends a CSV download: the header row, then every row the generator yields, streamed. `filename`
 * is ASCII (e.g. "sales-2026-11-01-to-2026-11-23.csv").
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]>,
): FastifyReply {
  async function* lines() {
    yield BOM + csvLine(header);
    for await (const row of rows) yield csvLine(row);
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

/** The OpenAPI answer of a CSV download (a route's `response[200]`). */
export const csvDownload = {
  description: 'A CSV file (UTF-8 with BOM, CRLF), sent as an attachment and streamed',
  content: { 'text/csv': { schema: z.string() } },
};

/** Every row of a keyset-paginated read, one batch (`limit` rows) a query, as the reads page. */
export async function* allPages<T>(
  page: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const next = await page(cursor);
    yield* next.items;
    cursor = next.nextCursor ?? undefined;
  } while (cursor);
}
