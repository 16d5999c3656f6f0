import { createHash } from 'node:crypto';

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

export interface CachedPage {
  body: string;
  etag: string;
}

const pages = new Map<string, CachedPage & { expires: number }>();

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
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
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
