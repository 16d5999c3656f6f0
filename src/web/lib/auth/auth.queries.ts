import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '../../../domain/user';
import { authApi } from './auth.api';
import { isSignedOut, retryDelayMs } from './session-check';

export const authKeys = {
  session: ['auth', 'session'] as const,
};

/**
 * GET /api/auth/me: the signed-in user, or null for a guest (a 401). Anything else (offline, a
 * server error) is no answer about the session: it is asked again, sooner first and then less
 * often, for as long as it takes; while offline the next try waits for the connection.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session,
    queryFn: async ({ signal }): Promise<SessionUser | null> => {
      try {
        return await authApi.me(signal);
      } catch (error) {
        if (isSignedOut(error)) return null;
        throw error;
      }
    },
    retry: true,
    retryDelay: (failuresBefore) => retryDelayMs(failuresBefore + 1),
    networkMode: 'offlineFirst',
  });
