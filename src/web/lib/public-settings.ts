import type { PublicSettings } from '../../domain/settings.schemas';
import { api } from './api';
import { useApiQuery } from './use-api-query';

let asked: Promise<PublicSettings> | null = null;

/** GET /api/settings, asked once however many parts of a page explain points; asked again after a failure. */
function loadPublicSettings(): Promise<PublicSettings> {
  asked ??= api
    .get<{ settings: PublicSettings }>('/api/settings')
    .then((answer) => answer.settings)
    .catch((error: unknown) => {
      asked = null;
      throw error;
    });
  return asked;
}

/**
 * The shop's loyalty numbers (DESIGN 4: settings the admin may change, never literals): point
 * money per point, a point's worth, the redemption cap. Undefined until they arrive; screens say
 * their sentence without the numbers meanwhile.
 */
export function usePublicSettings(): PublicSettings | undefined {
  return useApiQuery('public-settings', loadPublicSettings).data;
}
