import type { Language } from '../../domain/language';
import accountEn from '../i18n/account/en.json';
import accountMl from '../i18n/account/ml.json';
import adminEn from '../i18n/admin/en.json';
import adminMl from '../i18n/admin/ml.json';
import infoEn from '../i18n/info/en.json';
import infoMl from '../i18n/info/ml.json';
import { provideAreaWords, type WordArea } from '../i18n/word-areas';

const FILES: Record<WordArea, Record<Language, object>> = {
  account: { en: accountEn, ml: accountMl },
  info: { en: infoEn, ml: infoMl },
  admin: { en: adminEn, ml: adminMl },
};

/** Every area's words in `lang`, here at once: a screen rendered on its own shows without waiting. */
export function provideAllAreaWords(lang: Language): void {
  for (const [area, files] of Object.entries(FILES)) provideAreaWords(area as WordArea, lang, files[lang]);
}

/** Each area's files, for the translation files' tests. */
export const AREA_FILES = FILES;
