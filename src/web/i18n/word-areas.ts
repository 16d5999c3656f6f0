import { languageFrom, type Language } from '../../domain/language';
import { lazyModule } from '../lib/lazy-module';
import { createTranslator, type MessageTable, type Translator, type Words } from './translator';
import type accountWords from './account/en.json';
import type adminWords from './admin/en.json';
import type infoWords from './info/en.json';

/**
 * The interface's words beyond the shop's own (en.json, ml.json: the header, shop, cart, checkout
 * and orders), by area, each area and language its own file and chunk (docs/decisions/101): a page
 * loads its area's words with its code, in the page's language only, so the shop's first page does
 * not carry the admin panel's or the account pages' words.
 */
export const WORD_AREAS = {
  /** The customer's own pages: dashboard, profile, points, khata, membership, referrals. */
  account: { en: () => import('./account/en.json'), ml: () => import('./account/ml.json') },
  /** The other public pages: about, services, contact, leaderboard, track order, receipts, policies. */
  info: { en: () => import('./info/en.json'), ml: () => import('./info/ml.json') },
  /** The admin panel: the owner's and the staff's screens. */
  admin: { en: () => import('./admin/en.json'), ml: () => import('./admin/ml.json') },
} satisfies Record<string, Record<Language, () => Promise<{ default: object }>>>;

export type WordArea = keyof typeof WORD_AREAS;

/** Each area's words, as English writes them (the Malayalam files have the same keys: a test checks). */
export interface AreaWords {
  account: typeof accountWords;
  info: typeof infoWords;
  admin: typeof adminWords;
}

const modules = new Map<string, ReturnType<typeof lazyModule<{ default: object }>>>();

/** An area's words in one language: fetched once, on first use. */
export function areaWordsModule(area: WordArea, lang: Language) {
  const key = `${area}:${lang}`;
  let module = modules.get(key);
  if (!module) {
    module = lazyModule<{ default: object }>(WORD_AREAS[area][lang]);
    modules.set(key, module);
  }
  return module;
}

/** Words that are here already (screens rendered on their own in tests): no fetching. */
export function provideAreaWords(area: WordArea, lang: Language, words: object): void {
  const module = { default: words };
  modules.set(`${area}:${lang}`, {
    get: () => module,
    load: () => undefined,
    arrival: () => Promise.resolve(module),
  });
}

/** The areas whose words this page has loaded so far (a language switch loads them in the other language). */
export const loadedAreas = (lang: Language): WordArea[] =>
  (Object.keys(WORD_AREAS) as WordArea[]).filter((area) => areaWordsModule(area, lang).get());

/**
 * Fetches an area's words in the language the page is shown in (the browser's `<html lang>`),
 * beside a page's code; undefined when they are here already. The server's render loads every
 * area's words for its language itself (server-render.tsx).
 */
export function loadAreaWords(area: WordArea): Promise<unknown> | undefined {
  if (typeof document === 'undefined') return undefined;
  return areaWordsModule(area, languageFrom(document.documentElement.lang)).load();
}

/** Every area's words in `lang` (the server's render, a language switch). */
export const loadAllAreaWords = (
  lang: Language,
  areas: readonly WordArea[] = Object.keys(WORD_AREAS) as WordArea[],
) => Promise.all(areas.map((area) => areaWordsModule(area, lang).arrival()));

const messageTranslators = new WeakMap<object, Translator>();

/**
 * `translator` whose `m` also knows the messages of every area this page has loaded in its
 * language (an area's `ml.json` `messages`, docs/decisions/103): a toast or a shared list shown
 * on an admin screen translates the panel's messages as the screen's own words do.
 */
export function withAreaMessages(translator: Translator): Translator {
  const areaMessages = (english: string) => {
    for (const area of loadedAreas(translator.lang)) {
      const words = areaWordsModule(area, translator.lang).get()!.default as { messages?: MessageTable };
      if (!words.messages) continue;
      let own = messageTranslators.get(words);
      if (!own) {
        own = createTranslator(translator.lang, {
          words: words as unknown as Words,
          messages: words.messages,
        });
        messageTranslators.set(words, own);
      }
      const translated = own.m(english);
      if (translated !== english) return translated;
    }
    return english;
  };
  return {
    ...translator,
    // An area's own first: its messages are the more particular (a history line's template before
    // the shop's shorter one that would also match it).
    m: (english) => {
      const translated = areaMessages(english);
      return translated === english ? translator.m(english) : translated;
    },
  };
}
