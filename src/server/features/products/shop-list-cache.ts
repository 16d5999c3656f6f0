import { Negotiator } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagFor } from '../../cache-validators';

/**
 * A two-second micro-cache of the shop's product list pages, per viewer price level
 * (guest or tier) and query. The list is the storefront's hottest read and the same for
 * everyone at one price level, so a popular page is built once per TTL instead of once
 * per shopper. Nothing correct depends on it: checkout re-reads stock and prices inside
 * its transaction, and admin changes in this process clear it at once (other processes
 * catch up within the TTL).
 */
const TTL_MS = 2_000;
const MAX_ENTRIES = 500;

export type Encoding = 'br' | 'gzip';

export interface CachedPage {
  body: string;
  etag: string;
  /** The body compressed, made on first demand and kept with the page. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

const pages = new Map<string, CachedPage & { expires: number }>();

/** Pages smaller than this go out as they are (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024;
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/**
 * The page's body in the best encoding the request accepts, compressed once per page rather
 * than once per response (per-response Brotli cost the list three quarters of its throughput).
 */
export function pageBody(
  page: CachedPage,
  acceptEncoding: string | undefined,
): [Encoding | null, string | Buffer] {
  if (!acceptEncoding || page.body.length < COMPRESS_FROM_BYTES) return [null, page.body];
  const encoding = encodings.negotiate(acceptEncoding);
  if (!encoding) return [null, page.body];
  page.encoded ??= {};
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.body);
  return [encoding, page.encoded[encoding]];
}

export function cachedPage(key: string, now = Date.now()): CachedPage | null {
  const hit = pages.get(key);
  if (!hit) return null;
  if (hit.expires <= now) {
    pages.delete(key);
    return null;
  }
  return hit;
}

export function storePage(key: string, value: unknown, now = Date.now()): CachedPage {
  const body = JSON.stringify(value);
  const page = {
    body,
    etag: etagFor(body),
    expires: now + TTL_MS,
  };
  if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value!);
  pages.set(key, page);
  return page;
}

/** Called after any catalogue change in this process. */
export function clearShopListCache(): void {
  pages.clear();
}
