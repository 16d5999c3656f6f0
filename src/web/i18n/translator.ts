import rosetta from 'rosetta';
import type { Language } from '../../domain/language';
import type en from './en.json';

/** Every key of the translation files, as `area.key` (checked by TypeScript against en.json). */
export type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TranslationKey = KeysOf<typeof en>;
export type Words = typeof en;
/** SPEC's English messages (as the server and the shared table write them) and their translation. */
export type MessageTable = Record<string, string>;

export interface Dictionary {
  words: Words;
  /** Empty for English: SPEC's messages are shown as they are. */
  messages: MessageTable;
}

export interface Translator {
  lang: Language;
  /** The interface's words: `t('cart.title')`, with `{{count}}`-style placeholders filled from `params`. */
  t: (key: TranslationKey, params?: Record<string, string | number>) => string;
  /**
   * A message the server or the shared message table wrote in English (SPEC's words): its
   * translation when the table has one, else the English as it is (docs/decisions/098).
   */
  m: (english: string) => string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Messages with values in them ("Only {count} left in stock") are keyed by their template; an
 * English message matches one when the rest of it is word for word the same. The first template
 * that matches wins, in the file's order: a value matches any text, so a template that another
 * one's words fit inside comes after it ("Showing all {count} orders" before "Showing {count}
 * orders", a friend's friend's referral reward before a friend's).
 */
function templatedMessages(table: MessageTable) {
  return Object.entries(table)
    .filter(([english]) => HAS_PLACEHOLDER.test(english))
    .map(([english, translated]) => {
      const names: string[] = [];
      const source = escapeRegExp(english).replace(/\\\{(\w+)\\\}/g, (_all, name: string) => {
        names.push(name);
        return '(.+?)';
      });
      return { pattern: new RegExp(`^${source}$`, 's'), names, translated };
    });
}

export function createTranslator(lang: Language, dictionary: Dictionary): Translator {
  const words = rosetta<Words>({ [lang]: dictionary.words });
  words.locale(lang);
  let templates: ReturnType<typeof templatedMessages> | null = null;
  return {
    lang,
    t: (key, params) => words.t(key, params),
    m(english) {
      const exact = dictionary.messages[english];
      if (exact !== undefined) return exact;
      templates ??= templatedMessages(dictionary.messages);
      for (const { pattern, names, translated } of templates) {
        const found = pattern.exec(english);
        if (found)
          return translated.replace(PLACEHOLDER, (all, name: string) => {
            const at = names.indexOf(name);
            return at >= 0 ? found[at + 1]! : all;
          });
      }
      return english;
    },
  };
}
