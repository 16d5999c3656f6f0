import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { leaderboardKeys } from '../../../lib/leaderboard/leaderboard.queries';
import { listQueryOptions } from '../../../lib/list-query';
import { leaderboardAdminApi } from './leaderboard-admin.api';
import { refetchAfterChange } from '../../../lib/query-client';

export const adminLeaderboardKeys = {
  config: ['admin', 'leaderboard', 'config'] as const,
  ranking: ['admin', 'leaderboard', 'ranking'] as const,
};

export const leaderboardConfigQueryOptions = () =>
  queryOptions({
    queryKey: adminLeaderboardKeys.config,
    queryFn: ({ signal }) => leaderboardAdminApi.config(signal),
  });

/** Every active customer in ranking order, a page at a time. */
export const rankingListQueryOptions = () =>
  listQueryOptions(adminLeaderboardKeys.ranking, leaderboardAdminApi.ranking);

/** Saves the offer: the form holds what the server now has; the public leaderboard is asked again. */
export function useSaveLeaderboardConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaderboardAdminApi.saveConfig,
    onSuccess: (config) => {
      queryClient.setQueryData(adminLeaderboardKeys.config, config);
      void refetchAfterChange(queryClient, leaderboardKeys.all);
    },
  });
}
