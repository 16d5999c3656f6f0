import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicProduct } from '../../../domain/catalogue.schemas';
import { apiMessages } from '../../../domain/messages-core';
import { ApiError } from '../../lib/api';
import { cart } from '../cart/cart-store';
import { storefrontApi, type ProductPage, type ProductQuery } from '../storefront/storefront.api';
import { FIRST_LOAD_RETRIES, retryDelayMs } from './stock';

export type ListStatus = 'loading' | 'ready' | 'error';

export interface ProductListState {
  items: PublicProduct[];
  nextCursor: string | null;
  status: ListStatus;
  /** The first load of the page failed after all its retries: SPEC's connection-issue banner. */
  connectionIssue: boolean;
  /** Which try the first load is on (1 = the first), for "trying again" feedback. */
  attempt: number;
  /** A try of the first load ran out of time (SPEC's 8 s): its message, shown while the retries go on. */
  slowMessage: string | null;
  error: string | null;
  loadingMore: boolean;
  loadMoreError: string | null;
  refreshing: boolean;
  /** A Refresh failed: SPEC's banner text, until the next successful load. */
  refreshFailed: boolean;
}

const initial: ProductListState = {
  items: [],
  nextCursor: null,
  status: 'loading',
  connectionIssue: false,
  attempt: 1,
  slowMessage: null,
  error: null,
  loadingMore: false,
  loadMoreError: null,
  refreshing: false,
  refreshFailed: false,
};

/** One page of products (the API client gives up after SPEC's 8 s); aborting `signal` cancels quietly. */
async function fetchPage(query: ProductQuery, signal: AbortSignal): Promise<ProductPage> {
  const page = await storefrontApi.products(query, signal);
  cart.refresh(page.items); // the cart follows the latest price and stock
  return page;
}

const isTimeout = (error: unknown) => error instanceof ApiError && error.code === 'timeout';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : apiMessages.serverError);

function merge(items: PublicProduct[], more: PublicProduct[]): PublicProduct[] {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !seen.has(item.id))];
}

/**
 * The shop's product list for a search and category: the first page (the page's very first
 * load retries as SPEC says), further pages over nextCursor, and Refresh.
 */
export function useProductList(search: string, category: string) {
  const [state, setState] = useState<ProductListState>(initial);
  const [reloadToken, setReloadToken] = useState(0);
  // A new search, category or Try Again starts from skeletons (reset while rendering, not in an effect).
  const requestKey = `${search}\u0000${category}\u0000${reloadToken}`;
  const [shownKey, setShownKey] = useState(requestKey);
  if (shownKey !== requestKey) {
    setShownKey(requestKey);
    setState(initial);
  }
  const loadedOnce = useRef(false);
  const live = useRef<AbortController | null>(null);
  // The cursor for the next page, and whether it is being fetched (read by loadMore, set by the loads).
  const cursorRef = useRef<string | null>(null);
  const loadingMoreRef = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    live.current = controller;
    cursorRef.current = null;
    loadingMoreRef.current = false;
    const query = { search, category };

    void (async () => {
      // Only the page's first load retries; a later search answers at once, right or wrong.
      const retries = loadedOnce.current ? 0 : FIRST_LOAD_RETRIES;
      for (let retry = 0; ; retry += 1) {
        try {
          const page = await fetchPage(query, controller.signal);
          if (controller.signal.aborted) return;
          loadedOnce.current = true;
          cursorRef.current = page.nextCursor;
          setState({ ...initial, items: page.items, nextCursor: page.nextCursor, status: 'ready' });
          return;
        } catch (error) {
          if (controller.signal.aborted) return;
          const delay = retry < retries ? retryDelayMs(retry + 1) : null;
          if (delay === null) {
            setState({
              ...initial,
              items: [],
              status: 'error',
              connectionIssue: !loadedOnce.current,
              error: messageOf(error),
            });
            return;
          }
          setState((previous) => ({
            ...previous,
            attempt: retry + 2,
            slowMessage: isTimeout(error) ? messageOf(error) : previous.slowMessage,
          }));
          await sleep(delay, controller.signal);
          if (controller.signal.aborted) return;
        }
      }
    })();

    return () => controller.abort();
  }, [search, category, reloadToken]);

  const retry = useCallback(() => {
    loadedOnce.current = false; // Try Again gets the full set of retries again
    setReloadToken((n) => n + 1);
  }, []);

  const loadMore = useCallback(() => {
    const controller = live.current;
    const cursor = cursorRef.current;
    if (!controller || controller.signal.aborted || !cursor || loadingMoreRef.current) return;
    loadingMoreRef.current = true;
    setState((previous) => ({ ...previous, loadingMore: true, loadMoreError: null }));
    fetchPage({ search, category, cursor }, controller.signal).then(
      (page) => {
        loadingMoreRef.current = false;
        if (controller.signal.aborted) return;
        cursorRef.current = page.nextCursor;
        setState((now) => ({
          ...now,
          items: merge(now.items, page.items),
          nextCursor: page.nextCursor,
          loadingMore: false,
        }));
      },
      (error: unknown) => {
        loadingMoreRef.current = false;
        if (controller.signal.aborted) return;
        setState((now) => ({ ...now, loadingMore: false, loadMoreError: messageOf(error) }));
      },
    );
  }, [search, category]);

  /** Reloads the first page in place; resolves true when it worked. */
  const refresh = useCallback(async (): Promise<boolean> => {
    const controller = live.current;
    if (!controller) return false;
    setState((previous) => ({ ...previous, refreshing: true }));
    try {
      const page = await fetchPage({ search, category }, controller.signal);
      if (controller.signal.aborted) return false;
      loadedOnce.current = true;
      cursorRef.current = page.nextCursor;
      loadingMoreRef.current = false;
      setState({ ...initial, items: page.items, nextCursor: page.nextCursor, status: 'ready' });
      return true;
    } catch {
      if (controller.signal.aborted) return false;
      setState((previous) => ({ ...previous, refreshing: false, refreshFailed: true }));
      return false;
    }
  }, [search, category]);

  return { ...state, retry, loadMore, refresh };
}
