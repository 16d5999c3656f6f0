import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../domain/user';
import { authApi } from './auth.api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { authKeys, sessionQueryOptions } from './auth.queries';
import { AUTH_STORAGE_KEY, parseCachedUser, readCachedUser, writeCachedUser } from './auth-storage';

const sameUser = (a: SessionUser | null, b: SessionUser | null) => a?.id === b?.id && a?.role === b?.role;

/**
 * Holds the signed-in user. The cached copy in localStorage paints the header at once; the
 * session query (GET /api/auth/me) then decides: a user, or null for a guest. While it cannot
 * answer the cached user stays and the page shows its own errors (the query asks again).
 *
 * When the person changes (sign-in, sign-out, a session that expired, another tab), everything
 * else in the query cache is dropped: orders, points and even prices (tier prices) were theirs.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions());
  const [cachedUser] = useState(readCachedUser);
  const user = session.data !== undefined ? session.data : cachedUser;
  /** True until the server has answered once, or failed to once (then the cached user is used). */
  const isLoading = session.isPending && session.failureCount === 0;

  // The person the server last named; a change drops what the cache holds for the previous one.
  const answered = useRef<SessionUser | null | undefined>(undefined);
  useEffect(() => {
    if (session.data === undefined) return;
    writeCachedUser(session.data);
    const before = answered.current;
    answered.current = session.data;
    if (before !== undefined && !sameUser(before, session.data))
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== authKeys.session[0] });
  }, [session.data, queryClient]);

  // Signing in or out in another tab updates this one.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY)
        queryClient.setQueryData(authKeys.session, parseCachedUser(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    /** The server said who is signed in now: a /me answer that started earlier must not undo it. */
    const signedInOrOut = async <T extends SessionUser | null>(next: T): Promise<T> => {
      await queryClient.cancelQueries({ queryKey: authKeys.session });
      queryClient.setQueryData(authKeys.session, next);
      return next;
    };
    return {
      user,
      isLoading,
      refresh: () => queryClient.invalidateQueries({ queryKey: authKeys.session }),
      login: async (input) => signedInOrOut(await authApi.login(input)),
      adminLogin: async (input) => signedInOrOut(await authApi.adminLogin(input)),
      register: async (input) => signedInOrOut(await authApi.register(input)),
      updateUser: async (next) => void (await signedInOrOut(next)),
      logout: async () => {
        try {
          await authApi.logout();
        } catch {
          // Signed out locally either way; the server session expires on its own.
        }
        await signedInOrOut(null);
      },
    };
  }, [user, isLoading, queryClient]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
