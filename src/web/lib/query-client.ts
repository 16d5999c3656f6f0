import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The web app's one cache of server state (TanStack Query). Each feature's `*.queries.ts` says
 * what it reads (`queryOptions`, with its key) and which mutations change it (they invalidate
 * those keys). The defaults keep what the app did before the cache (docs/decisions/021):
 *
 * - no retries: `lib/api` already gives up after SPEC's time limits with SPEC's words, and a
 *   screen's Try Again asks again; the shop's first load adds SPEC's own retries itself;
 * - `networkMode: 'always'`: offline, a read fails at once with "Could not reach the shop" and the
 *   screen says so, rather than waiting silently in a paused state;
 * - no refetch when the window regains focus (a phone switching apps would refetch every list);
 *   coming back online does refetch what is on screen and failed or is stale (said explicitly:
 *   with `networkMode: 'always'` TanStack's default would be not to).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, refetchOnReconnect: true },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * After a change on the server: everything under `queryKey` is fetched again. A read already on
 * its way may have been answered before the change (say, the first page of a search typed just
 * before a delete); invalidation alone would let that read stand, since TanStack Query reuses an
 * in-flight fetch of a query with no data yet. So reads on their way are cancelled first.
 */
export async function refetchAfterChange(client: QueryClient, queryKey: QueryKey) {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
