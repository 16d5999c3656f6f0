import { manglishKey } from './manglish-key';

/**
 * What the catalogue is searched by besides its English names (docs/decisions/094 and 095): a
 * product's Malayalam name and its other names (aliases: അരി's `ari`, `matta`, `rice`), each
 * read as written and by its sound-alike key.
 */
export const MAX_ALIASES = 10;
export const MAX_ALIAS_LENGTH = 40;

/**
 * Malayalam text as it is stored: NFC, so one word has one spelling in the database, with the
 * zero-width joiner and non-joiner kept (Malayalam spells chillu letters and some conjuncts
 * with them).
 */
export const storedMalayalam = (text: string) => text.normalize('NFC');

const ZERO_WIDTH = /[\u200c\u200d]/g;
const MALAYALAM = /[\u0d00-\u0d7f]/u;

/** Lower-case words of Latin letters and digits ('' for none): what a search word is compared with. */
const latinWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');

/**
 * A product's or category's kept search text: a leading space, then the key of its Malayalam name
 * and of each other name, and each other name typed in Latin letters as written (so `ric` finds the
 * alias `rice`, whose key is `rise`). ASCII only: the trigram index reads it on any database locale.
 */
export function malayalamSearchText(nameMl: string, aliases: readonly string[] = []): string {
  const phrases = [manglishKey(nameMl)];
  for (const alias of aliases) {
    const key = manglishKey(alias);
    const written = MALAYALAM.test(alias) ? '' : latinWords(alias.replace(ZERO_WIDTH, ''));
    phrases.push(key, written === key ? '' : written);
  }
  const text = phrases.filter(Boolean).join(' ');
  return text ? ` ${text}` : '';
}

export interface SearchedText {
  /** The term with its zero-width characters removed (they never change what a word is). */
  term: string;
  /** Its sound-alike key ('' when it has no letter or digit). */
  key: string;
  /** False for a term with nothing to find: only combining marks, joiners or punctuation. */
  findable: boolean;
  /** True when it holds Malayalam script (then the English names are not searched as written). */
  malayalam: boolean;
  /** Its whole words as typed (Latin) and as keys: a product with all of them ranks first. */
  wordsAsTyped: string[];
  keyWords: string[];
}

export function searchedText(search: string): SearchedText {
  const term = storedMalayalam(search).replace(ZERO_WIDTH, '').trim();
  const key = manglishKey(term);
  const asTyped = latinWords(term);
  return {
    term,
    key,
    findable: /[\p{L}\p{N}]/u.test(term),
    malayalam: MALAYALAM.test(term),
    wordsAsTyped: asTyped ? asTyped.split(' ') : [],
    keyWords: key ? key.split(' ') : [],
  };
}
