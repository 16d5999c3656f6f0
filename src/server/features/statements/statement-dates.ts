import type { DateOrder } from '../../../domain/statements.schemas';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A time after the date (Canara and others print one): dropped, the day is what counts. */
const TIME = /(?:[ T]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[AP]M)?)$/i;
/** 26/11/2026, 26-11-2026, 26.11.26, 2026-11-26 (parts in the statement's order). */
const NUMERIC = /^(\d{1,4})[/\-. ](\d{1,2})[/\-. ](\d{2,4})$/;
/** 26-Nov-2026, 26 Nov 2026, 26Nov26, 26 November 2026. */
const DAY_MONTH_NAME = /^(\d{1,2})[/\-. ]?([A-Za-z]{3,9})[/\-., ]*(\d{2,4})$/;
/** Nov 26, 2026. */
const MONTH_NAME_DAY = /^([A-Za-z]{3,9})[-. ]+(\d{1,2}),?[-. ]+(\d{2,4})$/;

export type ParsedDate = { ok: true; day: string } | { ok: false; dateShaped: boolean };

/**
 * The calendar day a statement's date cell names, as YYYY-MM-DD: the day the bank printed (Indian
 * banks print India's day, so it is the Asia/Kolkata day). Parts come in `order` (day first unless
 * told); a year of two digits is 20yy; a year first with four digits is always year-month-day.
 * `dateShaped` tells text shaped like a date that is not one (31/02/2026) from text that is no
 * date at all ("Closing Balance"), which is how a statement's summary rows are told apart.
 */
export function parseStatementDate(text: string, order: DateOrder = 'day-month-year'): ParsedDate {
  const cell = text.trim().replace(TIME, '');
  const numeric = NUMERIC.exec(cell);
  if (numeric) {
    const [a, b, c] = [numeric[1]!, numeric[2]!, numeric[3]!];
    if (a.length === 4) return calendarDay(a, b, c);
    if (a.length > 2 || c.length === 3) return { ok: false, dateShaped: true };
    if (order === 'month-day-year') return calendarDay(c, a, b);
    if (order === 'year-month-day') return calendarDay(a, b, c);
    return calendarDay(c, b, a);
  }
  const named = DAY_MONTH_NAME.exec(cell);
  if (named) return withMonthName(named[3]!, named[2]!, named[1]!);
  const monthFirst = MONTH_NAME_DAY.exec(cell);
  if (monthFirst) return withMonthName(monthFirst[3]!, monthFirst[1]!, monthFirst[2]!);
  return { ok: false, dateShaped: false };
}

function withMonthName(year: string, name: string, day: string): ParsedDate {
  const lower = name.toLowerCase();
  // "Nov", "Sept" or "November": never a word that only starts like a month ("Marked", "Decline").
  const month =
    MONTHS.findIndex(
      (full) => full === lower || full.slice(0, 3) === lower || (lower === 'sept' && full === 'september'),
    ) + 1;
  if (month === 0) return { ok: false, dateShaped: false };
  return calendarDay(year, String(month), day);
}

function calendarDay(yearText: string, monthText: string, dayText: string): ParsedDate {
  if (yearText.length === 3) return { ok: false, dateShaped: true };
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1900 &&
    year <= 2199 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? { ok: true, day: date.toISOString().slice(0, 10) } : { ok: false, dateShaped: true };
}
