import type { ClubTierItemFormInput } from '../../../../domain/club-tiers.schemas';
import type { ClubTierItem } from '../../../../domain/content.schemas';
import type { Tier } from '../../../../domain/tiers';
import { api } from '../../../lib/api';

export const clubTiersApi = {
  /** Every club's showcase, in display order (the same public list the membership pages read). */
  list: (signal: AbortSignal) =>
    api.get<{ items: ClubTierItem[] }>('/api/club-tiers', { signal }).then((result) => result.items),
  /** Replaces the club's showcase with `items`, in this order; answers with what is now saved. */
  save: (tier: Tier, items: ClubTierItemFormInput[]) =>
    api
      .put<{ items: ClubTierItem[] }>(`/api/admin/club-tiers/${tier}`, { items })
      .then((result) => result.items),
};
