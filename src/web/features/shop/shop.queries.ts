import { infiniteQueryOptions } from '@tanstack/react-query';
import { storefrontApi } from '../../lib/storefront/storefront.api';
import { storefrontKeys } from '../../lib/storefront/storefront.queries';

export interface ProductFilters {
  search: string;
  category: string;
}

/**
 * The shop's product list for a search and category, a page at a time over nextCursor. (Here and
 * not in storefront.queries.ts: the infinite query's code then comes only with the shop's page.)
 */
export const productListQueryOptions = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: storefrontKeys.products(filters),
    queryFn: ({ pageParam, signal }) => storefrontApi.products({ ...filters, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
