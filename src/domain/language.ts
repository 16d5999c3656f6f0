/** The languages the shop speaks (DESIGN 11.6): English, and Malayalam one tap away. */
/** Free of zod: the first chunk of every page reads it (src/web/app/first-chunk.test.ts). */
export const LANGUAGES = ['en', 'ml'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The browser's choice, read by the server so that the first HTML is already in that language. */
export const LANGUAGE_COOKIE = 'lang';

/** What the `lang` cookie (or anything else) says, English unless it says Malayalam. */
export const languageFrom = (value: string | null | undefined): Language => (value === 'ml' ? 'ml' : 'en');

/** The locale its dates and numbers are written in. Money stays `en-IN` (₹1,234.50) in both. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-IN', ml: 'ml-IN' };
