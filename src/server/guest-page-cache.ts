import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { WebPage } from './web-pages';

export type HtmlEncoding = 'br' | 'gzip';

export interface CachedPage extends WebPage {
  /** The HTML compressed, made when first asked for and kept with the page. */
  encoded: Partial<Record<HtmlEncoding, Buffer>>;
}

/**
 * Guests' pages, kept two seconds per address (docs/decisions/057). A guest's page is the same for
 * every guest (no cookie: no session, no tier's prices), and it is a server render now (about 20 ms
 * of CPU for the shop's first shelf on this machine): a page asked for often is made once per TTL
 * and shared by the guests asking meanwhile, as the product list it shows is
 * (features/products/shop-list-cache.ts, also two seconds). At most `maxEntries` addresses are kept
 * (any query string makes an address): the oldest goes first. A page that failed is not kept.
 */
export function createGuestPageCache(ttlMs = 2_000, maxEntries = 200) {
  const pages = new Map<string, { expires: number; page: Promise<CachedPage> }>();
  return (address: string, make: () => Promise<WebPage>, now = Date.now()): Promise<CachedPage> => {
    const hit = pages.get(address);
    if (hit && hit.expires > now) return hit.page;
    pages.delete(address);
    while (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
    const entry = { expires: now + ttlMs, page: make().then((page) => ({ ...page, encoded: {} })) };
    pages.set(address, entry);
    entry.page.catch(() => pages.get(address) === entry && pages.delete(address));
    return entry.page;
  };
}

/** The page's HTML in `encoding`, compressed once per page (Brotli at quality 5, as the API's lists). */
export function encodedHtml(page: CachedPage, encoding: HtmlEncoding): Buffer {
  return (page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.html));
}
