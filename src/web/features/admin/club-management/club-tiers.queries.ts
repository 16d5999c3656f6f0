import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubTierItemFormInput } from '../../../../domain/club-tiers.schemas';
import type { ClubTierItem } from '../../../../domain/content.schemas';
import type { Tier } from '../../../../domain/tiers';
import { clubTiersApi } from './club-tiers.api';

export const adminClubTierKeys = {
  all: ['admin', 'club-tiers'] as const,
};

/** Every club's showcase, in display order. */
export const clubTiersQueryOptions = () =>
  queryOptions({ queryKey: adminClubTierKeys.all, queryFn: ({ signal }) => clubTiersApi.list(signal) });

/** Saves one club's whole showcase; the cache then holds what the server saved for that club. */
export function useSaveClubTier(tier: Tier) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: ClubTierItemFormInput[]) => clubTiersApi.save(tier, items),
    onSuccess: (saved) =>
      queryClient.setQueryData<ClubTierItem[]>(adminClubTierKeys.all, (all) => [
        ...(all ?? []).filter((item) => item.tierName !== tier),
        ...saved,
      ]),
  });
}
