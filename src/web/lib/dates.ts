import { BUSINESS_TIME_ZONE } from '../../domain/business-day';

/**
 * DESIGN 3 and 10: business dates are in Asia/Kolkata and read like "22 Nov 2026"; in Malayalam
 * as Malayalam readers write them ("2026 നവം 22", the ml-IN locale: docs/decisions/098).
 */
function formatsFor(locale: string) {
  const date = { day: 'numeric', month: 'short', year: 'numeric', timeZone: BUSINESS_TIME_ZONE } as const;
  return {
    date: new Intl.DateTimeFormat(locale, date),
    dateTime: new Intl.DateTimeFormat(locale, { ...date, hour: 'numeric', minute: '2-digit' }),
    time: new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: BUSINESS_TIME_ZONE,
    }),
  };
}

let locale = 'en-IN';
let formats = formatsFor(locale);

/** The language the page is shown in decides how dates read (set by the i18n layer). */
export function setDateLocale(next: string): void {
  if (next === locale) return;
  locale = next;
  formats = formatsFor(next);
}

export function formatDate(iso: string): string {
  return formats.date.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return formats.dateTime.format(new Date(iso));
}

/** A time of day in the shop's time zone, like "9:42 pm" (as in formatDateTime). */
export function formatTime(iso: string): string {
  return formats.time.format(new Date(iso));
}
