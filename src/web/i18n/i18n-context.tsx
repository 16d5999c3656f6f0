import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { LANGUAGE_COOKIE, LOCALE_OF, type Language } from '../../domain/language';
import { setDateLocale } from '../lib/dates';
import { loadDictionary } from './dictionaries';
import { createTranslator, type Dictionary, type Translator } from './translator';
import { setCurrentTranslator } from './current-language';
import { loadAllAreaWords, loadedAreas, withAreaMessages } from './word-areas';

export interface I18n extends Translator {
  /** Loads the language's words (its own chunk), remembers it in this browser and shows it. */
  switchTo: (lang: Language) => Promise<void>;
}

const I18nContext = createContext<I18n | null>(null);

/** For screens rendered without the app's provider (component tests): English, set up once. */
let outsideTheApp: I18n | null = null;
export function setEnglishOutsideTheApp(dictionary: Dictionary): void {
  const translator = withAreaMessages(createTranslator('en', dictionary));
  outsideTheApp = { ...translator, switchTo: async () => undefined };
}

/** The interface's words in the chosen language: `const { t, m, lang } = useT()`. */
export function useT(): I18n {
  const value = useContext(I18nContext) ?? outsideTheApp;
  if (!value) throw new Error('useT must be used inside <I18nProvider>');
  return value;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The page follows the language: `<html lang>`, dates, and the cookie the server's first HTML reads. */
export function applyLanguage(lang: Language): void {
  setDateLocale(LOCALE_OF[lang]);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * Holds the language the page is shown in. `initial` was loaded before the first render (main.tsx
 * and the server's render), so the first render is already in it: no flash of English.
 */
export function I18nProvider({
  initial,
  children,
}: {
  initial: { lang: Language; dictionary: Dictionary };
  children: ReactNode;
}) {
  const [translator, setTranslator] = useState(() => {
    const first = withAreaMessages(createTranslator(initial.lang, initial.dictionary));
    setCurrentTranslator(first);
    return first;
  });
  const value = useMemo<I18n>(
    () => ({
      ...translator,
      async switchTo(lang) {
        if (lang === translator.lang) return;
        // With the words of the areas the page has shown so far, so that it does not wait again.
        const [dictionary] = await Promise.all([
          loadDictionary(lang),
          loadAllAreaWords(lang, loadedAreas(translator.lang)),
        ]);
        applyLanguage(lang);
        const next = withAreaMessages(createTranslator(lang, dictionary));
        setCurrentTranslator(next);
        setTranslator(next);
      },
    }),
    [translator],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
