import type { SearchedText } from '../../../domain/catalogue-search';
import { searchPattern } from '../../db/search-pattern';

/** Adds a query parameter and gives its placeholder ($n). */
type Param = (value: unknown) => string;

export interface SearchConditions {
  /** A product's own names match: English as written, Malayalam name and other names, by sound too. */
  product: string;
  /** Its category's names match (English as written, Malayalam by sound). */
  category: string;
}

/**
 * The SQL conditions of one search (docs/decisions/095). Each is a LIKE on a column with its own
 * trigram index (or a GIN array containment), so the planner can serve a rare term from the
 * indexes, OR-ed as a bitmap. A Malayalam term is not compared with the English names as
 * written: under a C ctype its trigrams are empty and that comparison would read the whole index.
 */
export function searchConditions(searched: SearchedText, param: Param): SearchConditions {
  const product: string[] = [];
  const category: string[] = [];
  if (!searched.malayalam) {
    const written = param(searchPattern(searched.term).pattern);
    product.push(`p.search_text like lower(${written})`, `p.search_ml like lower(${written})`);
    category.push(`' ' || lower(c.name) like lower(${written})`);
  }
  if (searched.key && (searched.malayalam || searched.key !== searched.term.toLowerCase())) {
    const key = param(searchPattern(searched.key).pattern);
    product.push(`p.search_ml like ${key}`);
    category.push(`c.search_ml like ${key}`);
  }
  return { product: anyOf(product), category: anyOf(category) };
}

/** A product holds every word searched, whole (as typed or by sound): it ranks first (docs/decisions/095). */
export function wholeWordsCondition(searched: SearchedText, param: Param): string {
  const conditions: string[] = [];
  if (searched.wordsAsTyped.length)
    conditions.push(`p.search_words @> ${param(searched.wordsAsTyped)}::text[]`);
  if (searched.keyWords.length) conditions.push(`p.search_words @> ${param(searched.keyWords)}::text[]`);
  return anyOf(conditions);
}

const anyOf = (conditions: string[]) => (conditions.length ? `(${conditions.join(' or ')})` : 'false');
