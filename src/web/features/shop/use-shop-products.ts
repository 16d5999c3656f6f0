import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { PublicProduct } from '../../../domain/catalogue.schemas';
import { apiMessages } from '../../../domain/messages-core';
import { ApiError } from '../../lib/api';
import { cart } from '../../lib/cart/cart-store';
import type { ProductPage } from '../../lib/storefront/storefront.api';
import { productListQueryOptions, type ProductFilters } from './shop.queries';
import { FIRST_LOAD_RETRIES, retryDelayMs } from './stock';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : apiMessages.serverError);
const isTimeout = (error: unknown) => error instanceof ApiError && error.code === 'timeout';

/** The loaded pages as one list; a product that moved between pages while scrolling shows once. */
function uniqueProducts(data: InfiniteData<ProductPage>): PublicProduct[] {
  const seen = new Set<string>();
  return data.pages.flatMap((page) => page.items).filter((item) => !seen.has(item.id) && !!seen.add(item.id));
}

/**
 * The shop's product list (TanStack Query's infinite query) and what the page shows about it.
 * SPEC section 4: the page's first load tries up to 4 times, 2 s × the attempt apart, then shows
 * the connection-issue banner; a later search answers at once, right or wrong; Try Again gets the
 * full set of tries again. While a new search or category loads, the last results stay on screen.
 */
export function useShopProducts(filters: ProductFilters) {
  // Whether a failed load may be tried again (until the first success, and after Try Again).
  const retries = useRef(true);
  const queryClient = useQueryClient();
  const options = productListQueryOptions(filters);
  const query = useInfiniteQuery({
    ...options,
    select: uniqueProducts,
    placeholderData: keepPreviousData,
    retry: (failures) => retries.current && failures < FIRST_LOAD_RETRIES,
    retryDelay: (failuresBefore) => retryDelayMs(failuresBefore + 1) ?? 0,
  });
  const items = query.data;
  const [refreshing, setRefreshing] = useState(false);
  // The shelf whose last Refresh failed (another search or category starts clean).
  const shelf = `${filters.search}\u0000${filters.category}`;
  const [refreshFailedOn, setRefreshFailedOn] = useState<string | null>(null);

  useEffect(() => {
    if (!items) return;
    if (!query.isPlaceholderData) retries.current = false;
    cart.refresh(items); // the cart follows the latest price and stock
  }, [items, query.isPlaceholderData]);

  const loading = items === undefined && !query.isError;
  return {
    items: items ?? [],
    /** Skeletons: nothing to show yet. */
    loading,
    /** Which try the first load is on (1 = the first), for "trying again" feedback. */
    attempt: query.failureCount + 1,
    /** A try ran out of time (SPEC's 8 s): its message, shown while the retries go on. */
    slowMessage: loading && isTimeout(query.failureReason) ? messageOf(query.failureReason) : null,
    /** Nothing to show and no more tries: SPEC's connection-issue banner after the first load. */
    error: items === undefined && query.isError ? messageOf(query.error) : null,
    /** The first load ran out of tries (a later search is not retried). */
    connectionIssue: query.failureCount > FIRST_LOAD_RETRIES,
    /** The results on screen are the last search's, while this one loads. */
    stale: query.isPlaceholderData,
    hasMore: query.hasNextPage && !query.isPlaceholderData,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? messageOf(query.error) : null,
    loadMore: () => void query.fetchNextPage({ cancelRefetch: false }),
    /** Try Again: afresh, with the full set of tries (a refetch would join the tries under way). */
    retry: () => {
      retries.current = true;
      void queryClient.resetQueries({ queryKey: options.queryKey, exact: true });
    },
    refreshing,
    /** A Refresh failed: SPEC's banner text, until the next one works. */
    refreshFailed: refreshFailedOn === shelf,
    /** Loads what is on screen again; resolves true when it worked. */
    refresh: async () => {
      setRefreshing(true);
      const result = await query.refetch();
      setRefreshing(false);
      setRefreshFailedOn(result.isError ? shelf : null);
      return !result.isError;
    },
  };
}

export type ShopProducts = ReturnType<typeof useShopProducts>;
