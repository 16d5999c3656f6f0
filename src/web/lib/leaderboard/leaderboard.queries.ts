import { queryOptions } from '@tanstack/react-query';
import { leaderboardApi } from './leaderboard.api';

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  top: (limit: number) => ['leaderboard', limit] as const,
};

/** The top `limit` shoppers, the leaderboard offer and the signed-in customer's own rank (features/leaderboard, the admin's preview). */
export const leaderboardQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: leaderboardKeys.top(limit),
    queryFn: ({ signal }) => leaderboardApi.get(limit, signal),
  });
