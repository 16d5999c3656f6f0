import type { Leaderboard, LeaderboardConfig, LeaderboardRow } from '../../../domain/leaderboard.schemas';
import { api } from '../api';

export type { Leaderboard, LeaderboardConfig, LeaderboardRow };

/** SPEC 9: customers see up to 50 rows. */
export { PUBLIC_LEADERBOARD_LIMIT as LEADERBOARD_LIMIT } from '../../../domain/leaderboard';

export const leaderboardApi = {
  get: (limit: number, signal?: AbortSignal) =>
    api.get<Leaderboard>('/api/leaderboard', { query: { limit }, signal }),
};
