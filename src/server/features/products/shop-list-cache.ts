import { Negotiator } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagFor } from '../../cache-validators';

/**
 * A two-second micro-cache of the shop's product list pages, per viewer price level
 * (guest or tier) and query. The list is the storefront's hottest read and the same for
 * everyone at one price level, so a popular page is built once per TTL instead of once
 * per shopper, and shoppers who miss at the same moment share one query (docs/decisions/018).
 *
 * Nothing correct depends on it: checkout re-reads stock and prices inside its transaction.
 * In this process, an order or cancellation drops only the pages that show its products (stock
 * is all it changes), and an admin's catalogue change drops every page; other processes catch up
 * within the TTL.
 */
const TTL_MS = 2_000;
const MAX_ENTRIES = 500;

export type Encoding = 'br' | 'gzip';

export interface CachedPage {
  body: string;
  etag: string;
  /** The body compressed, made on demand and kept with the page. */
  encoded?: Partial<Record<Encoding, Buffer>>;
  /** How many compressed answers the page has given (a first one goes out as gzip, see pageBody). */
  compressedAnswers?: number;
}

interface Entry extends CachedPage {
  expires: number;
  productIds: ReadonlySet<string>;
}

/** A page being read; `changed` collects what was invalidated meanwhile ('all' or product ids). */
interface Load {
  page: Promise<CachedPage>;
  changed: Set<string> | 'all' | null;
}

const pages = new Map<string, Entry>();
const loads = new Map<string, Load>();

/**
 * The exact addresses (path and query as sent) the list has answered a guest's price level for,
 * each to its page's key: the guest fast path (guest-list-fast-path.ts) answers an address again
 * from the cache without parsing or validating it, because the route already has. An address
 * whose page has expired or been dropped goes the route's way again.
 */
const guestAddresses = new Map<string, string>();
const MAX_GUEST_ADDRESSES = 1_000;

/** Pages smaller than this go out as they are (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024;
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
const gzipOnly = new Negotiator<Encoding>({ supportedValues: ['gzip'] });

/**
 * The page's body in the best encoding the request accepts, compressed once per page and
 * encoding rather than once per response (per-response Brotli cost the list three quarters of
 * its throughput). Most pages a cache miss builds (a search, a page size) are never asked for
 * again, so a page's first compressed answer is gzip where accepted (a third of Brotli's CPU,
 * a few percent larger); Brotli is made when the page is asked for a second time (decision 051).
 */
export function pageBody(
  page: CachedPage,
  acceptEncoding: string | undefined,
): [Encoding | null, string | Buffer] {
  if (!acceptEncoding || page.body.length < COMPRESS_FROM_BYTES) return [null, page.body];
  const firstAnswer = !page.compressedAnswers;
  const encoding = (firstAnswer && gzipOnly.negotiate(acceptEncoding)) || encodings.negotiate(acceptEncoding);
  if (!encoding) return [null, page.body];
  page.compressedAnswers = (page.compressedAnswers ?? 0) + 1;
  page.encoded ??= {};
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.body);
  return [encoding, page.encoded[encoding]];
}

/**
 * A list page's headers, from the route and from the guest fast path alike (the API's other
 * headers, the security ones, are set by its hooks or by the fast path from the same set).
 */
export const pageHeaders = (etag: string, encoding: Encoding | null) => ({
  etag,
  vary: 'accept-encoding',
  ...(encoding && { 'content-encoding': encoding }),
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'private, no-cache',
});

function cached(key: string, now: number): Entry | null {
  const hit = pages.get(key);
  if (!hit) return null;
  if (hit.expires <= now) {
    pages.delete(key);
    return null;
  }
  return hit;
}

const showsChanged = (productIds: ReadonlySet<string>, changed: Load['changed']) =>
  changed === 'all' || (changed !== null && [...changed].some((id) => productIds.has(id)));

/**
 * The cached page for `key`, or the one being read for it, or a new read with `load`. A page
 * read while its products changed is served to the requests that were waiting for it but not
 * kept: a request that arrives after the change reads again.
 */
export function shopListPage(
  key: string,
  load: () => Promise<{ items: readonly { id: string }[] }>,
): Promise<CachedPage> {
  const hit = cached(key, Date.now());
  if (hit) return Promise.resolve(hit);
  const running = loads.get(key);
  if (running) return running.page;

  const current: Load = {
    changed: null,
    page: load()
      .then((value) => {
        const body = JSON.stringify(value);
        const productIds = new Set(value.items.map((item) => item.id));
        const page: Entry = { body, etag: etagFor(body), expires: Date.now() + TTL_MS, productIds };
        if (!showsChanged(productIds, current.changed)) {
          if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value!);
          pages.set(key, page);
        }
        return page;
      })
      .finally(() => {
        if (loads.get(key) === current) loads.delete(key);
      }),
  };
  loads.set(key, current);
  return current.page;
}

/** Notes that `url` (as sent) was answered with the guest price level's page `key`. */
export function rememberGuestAddress(url: string, key: string): void {
  if (guestAddresses.get(url) === key) return;
  if (guestAddresses.size >= MAX_GUEST_ADDRESSES) guestAddresses.delete(guestAddresses.keys().next().value!);
  guestAddresses.set(url, key);
}

/** The page the route would answer a guest's request for `url` with from the cache now, if any. */
export function cachedGuestPage(url: string): CachedPage | null {
  const key = guestAddresses.get(url);
  return key === undefined ? null : cached(key, Date.now());
}

/** After a stock change in this process (an order placed or cancelled): drops the pages showing these products. */
export function forgetShopProducts(productIds: readonly string[]): void {
  for (const [key, page] of pages) {
    if (productIds.some((id) => page.productIds.has(id))) pages.delete(key);
  }
  for (const [key, running] of loads) {
    if (running.changed !== 'all') {
      running.changed ??= new Set();
      for (const id of productIds) running.changed.add(id);
    }
    loads.delete(key);
  }
}

/** After any catalogue change by an admin in this process: a product may join or leave any page. */
export function clearShopListCache(): void {
  pages.clear();
  for (const running of loads.values()) running.changed = 'all';
  loads.clear();
}
