import type { LoyaltySettingsInput } from '../../../../domain/settings.schemas';
import { api } from '../../../lib/api';

export const settingsApi = {
  get: (signal: AbortSignal) =>
    api.get<{ settings: LoyaltySettingsInput }>('/api/admin/settings', { signal }).then((r) => r.settings),
  save: (settings: LoyaltySettingsInput) =>
    api.put<{ settings: LoyaltySettingsInput }>('/api/admin/settings', settings).then((r) => r.settings),
};
