import { queryOptions } from '@tanstack/react-query';
import type { Khata } from '../../../domain/khata.schemas';
import { api } from '../api';

export type { Khata };

/** The customer's khata (docs/decisions/070): checkout offers it, the account's Khata page shows it. */
export const khataKeys = { mine: ['khata', 'mine'] as const };

/** What they may still buy on credit, what they owe, and the statement newest first. */
export const khataQueryOptions = () =>
  queryOptions({
    queryKey: khataKeys.mine,
    queryFn: ({ signal }) => api.get<Khata>('/api/khata', { signal }),
  });
