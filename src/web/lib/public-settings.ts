import type { PublicSettings } from '../../domain/settings.schemas';
import { api } from './api';
import { useApiQuery } from './use-api-query';

/**
 * The shop's loyalty numbers (DESIGN 4: settings the admin may change, never literals): point
 * money per point, a point's worth, the redemption cap. Undefined until they arrive; screens say
 * their sentence without the numbers meanwhile. A page asks once and hands them down.
 */
export function usePublicSettings(): PublicSettings | undefined {
  return useApiQuery('public-settings', (signal) =>
    api.get<{ settings: PublicSettings }>('/api/settings', { signal }).then((answer) => answer.settings),
  ).data;
}
