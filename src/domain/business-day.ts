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
