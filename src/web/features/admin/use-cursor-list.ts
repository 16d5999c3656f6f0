import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type PageFetcher<T> = (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>;

interface Loaded<T> {
  request: object;
  items: T[];
  nextCursor: string | null;
  error: string | null;
}

/**
 * A server-side list: the first page loads whenever `fetchPage` changes (memoise it on the
 * search and filters), `loadMore` follows nextCursor, `reload` starts again from page one.
 * While a new first page loads, the previous items stay on screen (`refreshing`).
 */
export function useCursorList<T>(fetchPage: PageFetcher<T>) {
  const [reloadCount, setReloadCount] = useState(0);
  // One object per (fetcher, reload) pair: the answer that matches it is the current one.
  const request = useMemo(() => ({ fetchPage, reloadCount }), [fetchPage, reloadCount]);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    request.fetchPage(null, controller.signal).then(
      (page) => setLoaded({ request, items: page.items, nextCursor: page.nextCursor, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ request, items: [], nextCursor: null, error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [request]);

  const current = loaded?.request === request;
  const hasData = loaded !== null && loaded.error === null;

  const loadMore = useCallback(async () => {
    if (!loaded?.nextCursor || loaded.request !== request || loadingMore) return;
    const from = loaded;
    setLoadingMore(true);
    setLoadMoreError(null);
    try {
      const page = await fetchPage(from.nextCursor, new AbortController().signal);
      setLoaded((now) =>
        now && now.request === from.request
          ? { ...now, items: [...now.items, ...page.items], nextCursor: page.nextCursor }
          : now,
      );
    } catch (error) {
      setLoadMoreError(errorMessage(error));
    } finally {
      setLoadingMore(false);
    }
  }, [loaded, loadingMore, request, fetchPage]);

  /** Change the items on screen (e.g. after a toggle) without a round trip. */
  const updateItems = useCallback((update: (items: T[]) => T[]) => {
    setLoaded((now) => (now ? { ...now, items: update(now.items) } : now));
  }, []);

  return {
    items: hasData ? loaded.items : [],
    /** First load (or a retry after an error): show the skeleton. */
    loading: !current && !hasData,
    /** A new search or reload is on its way while the old items are still shown. */
    refreshing: !current && hasData,
    error: current ? (loaded?.error ?? null) : null,
    hasMore: hasData && current && loaded.nextCursor !== null,
    loadingMore,
    loadMoreError,
    loadMore,
    reload: useCallback(() => setReloadCount((count) => count + 1), []),
    updateItems,
  };
}

/** What useCursorList gives a page. */
export type CursorList<T> = ReturnType<typeof useCursorList<T>>;
