import type { Category } from './catalogue.schemas';

/** The id of the `<script type="application/json">` that carries a page's first reads. */
export const FIRST_READS_ID = 'first-reads';

/**
 * What a guest's page reads first, answered by the server inside its HTML so the page shows it
 * without waiting for those requests (docs/decisions/049). Only what every guest sees alike: a
 * signed-in customer's session is theirs, so a page asked for with a session cookie carries none
 * of it. A page the server rendered (docs/decisions/057) carries the query cache it was rendered
 * from instead, which holds the same and the page's own first reads (the shop's first products).
 */
export interface FirstReads {
  /** No session cookie came with the page: the visitor is a guest (GET /api/auth/me's 401). */
  signedOut: true;
  /** GET /api/categories's items (on the shop's page, when the server did not render it). */
  categories?: Category[];
  /**
   * The page is in the HTML, rendered by the server from this query cache (TanStack Query's
   * dehydrated state): the browser takes it and hydrates the page.
   */
  rendered?: unknown;
}

/**
 * `reads` as the text of a `<script type="application/json">`: JSON with every `<` written
 * `\u003c`, so no text in it (a product named `</script><script>…`) can end the element or start
 * another; JSON.parse reads it back unchanged.
 */
export const firstReadsJson = (reads: FirstReads): string => JSON.stringify(reads).replace(/</g, '\\u003c');
