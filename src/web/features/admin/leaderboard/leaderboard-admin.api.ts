import type {
  LeaderboardSettings,
  LeaderboardSettingsInput,
  RankingPage,
  RankingRow,
} from '../../../../domain/leaderboard.schemas';
import { api } from '../../../lib/api';

export type { LeaderboardSettings, RankingRow };

export const leaderboardAdminApi = {
  config: (signal: AbortSignal) =>
    api
      .get<{ config: LeaderboardSettings }>('/api/admin/leaderboard-config', { signal })
      .then((r) => r.config),
  saveConfig: (config: LeaderboardSettingsInput) =>
    api
      .put<{ config: LeaderboardSettings }>('/api/admin/leaderboard-config', { config })
      .then((r) => r.config),
  ranking: (cursor: string | null, signal: AbortSignal) =>
    api.get<RankingPage>('/api/admin/leaderboard', { query: { cursor: cursor ?? undefined }, signal }),
};
