/** DESIGN 3: business dates (offer validity, today's sales, "member since") are in Asia/Kolkata. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });

/** The business day a moment falls on (now, unless told), as YYYY-MM-DD. */
export function businessDay(at: Date = new Date()): string {
  return isoDay.format(at);
}

/** The day `days` after a YYYY-MM-DD day (before, when negative): '2026-03-01', -1 → '2026-02-28'. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Asia/Kolkata has no summer time: its midnight is always 18:30 UTC the day before. */
const KOLKATA_OFFSET = '+05:30';

/** The moment a YYYY-MM-DD business day starts: 00:00 in Asia/Kolkata. */
export function startOfBusinessDay(day: string): Date {
  return new Date(`${day}T00:00:00${KOLKATA_OFFSET}`);
}

/**
 * The day `months` calendar months after a YYYY-MM-DD day, on the month's last day when it is
 * shorter (like PostgreSQL's date + interval): '2026-01-31', 1 → '2026-02-28'.
 */
export function shiftMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDate = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDate));
  return first.toISOString().slice(0, 10);
}
