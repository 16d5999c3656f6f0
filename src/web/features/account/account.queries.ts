import { queryOptions, useMutation } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/auth-context';
import { listQueryOptions } from '../../lib/list-query';
import { accountApi } from './account.api';

/** The signed-in customer's own points and offers. */
export const accountKeys = {
  all: ['account'] as const,
  points: ['account', 'points'] as const,
  pointsSummary: ['account', 'points', 'summary'] as const,
};

/** The points ledger a page at a time; its first page also says the balance and what it is worth. */
export const pointsListQueryOptions = () =>
  listQueryOptions(accountKeys.points, async (cursor, signal) => {
    const { entries, nextBefore, ...summary } = await accountApi.points(
      cursor === null ? null : Number(cursor),
      signal,
    );
    return { ...summary, items: entries, nextCursor: nextBefore === null ? null : String(nextBefore) };
  });

/** The balance and what a point is worth now (a shop setting), without the ledger. */
export const pointsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.pointsSummary,
    queryFn: ({ signal }) => accountApi.points(null, signal, 1),
  });

/** The customer's current offers: the shop's cards ask them too (lib/offers). */
export { offersQueryOptions } from '../../lib/offers/offers.queries';

/** Saves the customer's name and address; the signed-in user (header, cached copy) follows at once. */
export function useSaveProfile() {
  const { updateUser } = useAuth();
  return useMutation({ mutationFn: accountApi.saveProfile, onSuccess: updateUser });
}

export function useChangePassword() {
  return useMutation({ mutationFn: accountApi.changePassword });
}
