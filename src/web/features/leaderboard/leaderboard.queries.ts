import { queryOptions } from '@tanstack/react-query';
import { leaderboardApi } from './leaderboard.api';

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  top: (limit: number) => ['leaderboard', limit] as const,
};

/** The top `limit` shoppers and the leaderboard offer. */
export const leaderboardQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: leaderboardKeys.top(limit),
    queryFn: ({ signal }) => leaderboardApi.get(limit, signal),
  });
