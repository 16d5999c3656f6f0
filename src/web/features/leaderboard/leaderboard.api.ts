import type { Leaderboard, LeaderboardConfig, LeaderboardRow } from '../../../domain/leaderboard.schemas';
import { api } from '../../lib/api';

export type { Leaderboard, LeaderboardConfig, LeaderboardRow };

/** SPEC 9: customers see up to 50 rows. */
export const LEADERBOARD_LIMIT = 50;

export const leaderboardApi = {
  get: (limit: number, signal?: AbortSignal) =>
    api.get<Leaderboard>('/api/leaderboard', { query: { limit }, signal }),
};
