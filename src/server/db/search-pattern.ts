/**
 * What a search term matches (docs/decisions/018). Three characters or more: anywhere in the text,
 * ignoring case. One or two characters: the start of a word — "sr" finds "Sreeja K" and "K Sreeja",
 * "98" finds phones starting 98 — because a fragment that short found anywhere matches nearly
 * everything, and trigram indexes cannot serve it. Words are separated by spaces.
 */
export const WORD_START_MAX_LENGTH = 2;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for text that starts with `prefix`, with % and _ taken literally. */
export function startsWithPattern(prefix: string): string {
  return `${escapeLike(prefix)}%`;
}

/** A search term as an ILIKE pattern that matches it anywhere, with % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

export interface SearchPattern {
  /** The ILIKE pattern. */
  pattern: string;
  /**
   * True when it matches word starts (a space, then the term): match it against text with a space
   * before its first word too, e.g. `' ' || lower(name)`.
   */
  wordStart: boolean;
}

export function searchPattern(term: string): SearchPattern {
  return term.length <= WORD_START_MAX_LENGTH
    ? { pattern: `% ${escapeLike(term)}%`, wordStart: true }
    : { pattern: containsPattern(term), wordStart: false };
}
