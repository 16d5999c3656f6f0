import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferInput } from '../../../../domain/offers.schemas';
import { listQueryOptions } from '../../../lib/list-query';
import { offersApi } from './offers.api';
import { refetchAfterChange } from '../../../lib/query-client';

export const adminOfferKeys = {
  all: ['admin', 'offers'] as const,
  list: ['admin', 'offers', 'list'] as const,
};

/** Every offer (one page: the list is short); the dashboard counts them too. */
export const offersListQueryOptions = () => listQueryOptions(adminOfferKeys.list, offersApi.list);

function useInvalidateOffers() {
  const queryClient = useQueryClient();
  return () => refetchAfterChange(queryClient, adminOfferKeys.all);
}

/** Adds an offer (no id) or saves one. */
export function useSaveOffer() {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: OfferInput }) =>
      id ? offersApi.update(id, input) : offersApi.create(input),
    onSuccess: invalidate,
  });
}

export function useDeleteOffer() {
  const invalidate = useInvalidateOffers();
  return useMutation({ mutationFn: offersApi.remove, onSuccess: invalidate });
}
