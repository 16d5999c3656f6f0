import {
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { errorMessage } from './api';

/** One page of a server-side list: its items and the cursor of the next page (null: the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A server-side list's query (options for TanStack Query's infinite query). */
export interface ListQueryOptions<P extends Page<unknown>> {
  queryKey: QueryKey;
  queryFn: (context: { pageParam: string | null; signal: AbortSignal }) => Promise<P>;
  initialPageParam: string | null;
  getNextPageParam: (page: P) => string | null;
}

/** A server-side list's query: the first page, then the next over the server's nextCursor. */
export function listQueryOptions<P extends Page<unknown>>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<P>,
): ListQueryOptions<P> {
  return {
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (page) => page.nextCursor,
  };
}

/** The loaded pages in one list, and the first page (some lists say more there, e.g. a balance). */
function loaded<P extends Page<unknown>>(data: InfiniteData<P>) {
  return { items: data.pages.flatMap((page) => page.items) as P['items'], first: data.pages[0] };
}

/**
 * A server-side list on screen (TanStack Query's infinite query), in the words the list views use:
 * the skeleton while it first loads, the error with Try Again, the items (the last search's stay,
 * dimmed, while a new search loads) and Load more. After a change, the mutation that made it
 * invalidates the list's key and the pages on screen are fetched again.
 */
export function useListQuery<P extends Page<unknown>>(options: ListQueryOptions<P>) {
  const query = useInfiniteQuery({ ...options, select: loaded<P>, placeholderData: keepPreviousData });
  const failed = query.isError && query.data === undefined;
  return {
    items: query.data?.items ?? ([] as P['items']),
    /** The first page, once it is here. */
    first: query.data?.first,
    /** First load: show the skeleton. */
    loading: query.isPending,
    /** A new search is on its way while the last one's items are still shown. */
    refreshing: query.isPlaceholderData,
    error: failed ? errorMessage(query.error) : null,
    /** Try Again after an error: asking again (the button spins). */
    retrying: failed && query.isFetching,
    reload: () => void query.refetch(),
    hasMore: query.hasNextPage && !query.isPlaceholderData,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? errorMessage(query.error) : null,
    loadMore: () => void query.fetchNextPage({ cancelRefetch: false }),
  };
}

/** What useListQuery gives a page. */
export type ListQuery<T> = Omit<ReturnType<typeof useListQuery<Page<T>>>, 'items' | 'first'> & {
  items: T[];
};

/** A list that comes in one piece (a plain query of an array), in useListQuery's words. */
export function wholeList<T>(query: UseQueryResult<T[]>): ListQuery<T> {
  const failed = query.isError && query.data === undefined;
  return {
    items: query.data ?? [],
    loading: query.isPending,
    refreshing: false,
    error: failed ? errorMessage(query.error) : null,
    retrying: failed && query.isFetching,
    reload: () => void query.refetch(),
    hasMore: false,
    loadingMore: false,
    loadMoreError: null,
    loadMore: () => {},
  };
}

/** Changes the items on every cached page of the lists under `queryKey` (an optimistic update). */
export function updateListItems<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (items: T[]) => T[],
) {
  queryClient.setQueriesData<InfiniteData<Page<T>>>(
    { queryKey },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: update(page.items) })) },
  );
}
