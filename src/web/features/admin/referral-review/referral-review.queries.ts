import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import { refetchAfterChange } from '../../../lib/query-client';
import { referralReviewApi, type FlagStatus, type ReferralDecision } from './referral-review.api';

/** Under ['admin']: read again whenever the admin comes back (a registration or an order may flag one). */
export const referralReviewKeys = {
  all: ['admin', 'referral-review'] as const,
  list: (status: FlagStatus) => ['admin', 'referral-review', status] as const,
};

export const referralReviewListQueryOptions = (status: FlagStatus) =>
  listQueryOptions(referralReviewKeys.list(status), (cursor, signal) =>
    referralReviewApi.list(status, cursor, signal),
  );

/** Clear or reject a flag; every status's list is read again (the flag moves from one to another). */
export function useDecideFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReferralDecision }) =>
      referralReviewApi.decide(id, decision),
    onSettled: () => void refetchAfterChange(queryClient, referralReviewKeys.all),
  });
}
