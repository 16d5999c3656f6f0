/** DESIGN 3: business dates (offer validity, today's sales, "member since") are in Asia/Kolkata. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });

/** The business day a moment falls on (now, unless told), as YYYY-MM-DD. */
export function businessDay(at: Date = new Date()): string {
  return isoDay.format(at);
}
