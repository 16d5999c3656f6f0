import { queryOptions } from '@tanstack/react-query';
import type { Offer } from '../../../domain/offers.schemas';
import { api } from '../api';

/** The signed-in customer's current offers (the server keeps those at or below their tier), newest first. */
export const offersQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['account', 'offers', limit] as const,
    queryFn: ({ signal }) =>
      api.get<{ items: Offer[] }>('/api/offers', { query: { limit }, signal }).then((r) => r.items),
  });
