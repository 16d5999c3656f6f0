import type { Tier } from '../../../domain/tiers';
import { api } from '../../lib/api';

export interface LeaderboardRow {
  rank: number;
  name: string;
  code: string;
  tier: Tier;
  points: number;
  totalSpentPaise: number;
}

export interface LeaderboardConfig {
  topCount: number;
  offerTitle: string;
  offerDescription: string;
  offerDiscountPercentage: number;
}

export interface Leaderboard {
  items: LeaderboardRow[];
  config: LeaderboardConfig | null;
}

/** SPEC 9: customers see up to 50 rows. */
export const LEADERBOARD_LIMIT = 50;

export const leaderboardApi = {
  get: (limit: number, signal?: AbortSignal) =>
    api.get<Leaderboard>('/api/leaderboard', { query: { limit }, signal }),
};
