import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { FirstReads } from '../../domain/first-reads';
import { authKeys } from './auth/auth.queries';
import { storefrontKeys } from './storefront/storefront.queries';

/**
 * Puts what the server answered inside a guest's page (src/server/web.ts; the text of its
 * `<script id="first-reads">`) into the query cache
 * before the app's first render, so the page shows it without waiting for those requests. The
 * reads are still stale (TanStack's default): the screens ask again as they always did and see
 * any change. Answers whether the server rendered the page from them (then it is hydrated).
 */
export function seedFirstReads(client: QueryClient, text: string | null | undefined): boolean {
  if (!text) return false;
  let reads: FirstReads;
  try {
    reads = JSON.parse(text) as FirstReads;
  } catch {
    return false; // not ours to fail on: the page reads everything itself
  }
  if (reads.signedOut) client.setQueryData(authKeys.session, null);
  if (reads.categories) client.setQueryData(storefrontKeys.categories, reads.categories);
  if (reads.rendered) hydrate(client, reads.rendered as DehydratedState);
  return reads.rendered !== undefined;
}
