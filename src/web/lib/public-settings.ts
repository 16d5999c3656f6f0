import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../domain/settings.schemas';
import { api } from './api';

/** Every read of the shop's settings starts with this key; saving them invalidates it. */
export const settingsKeys = {
  all: ['settings'] as const,
  public: ['settings', 'public'] as const,
};

/** GET /api/settings: the loyalty numbers anyone may read. */
export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.public,
    queryFn: ({ signal }) =>
      api.get<{ settings: PublicSettings }>('/api/settings', { signal }).then((answer) => answer.settings),
  });

/**
 * The shop's loyalty numbers (DESIGN 4: settings the admin may change, never literals): point
 * money per point, a point's worth, the redemption cap. Undefined until they arrive; screens say
 * their sentence without the numbers meanwhile. A page asks once and hands them down.
 */
export function usePublicSettings(): PublicSettings | undefined {
  return useQuery(publicSettingsQueryOptions()).data;
}
