import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SessionUser } from '../../../domain/user';
import { authApi } from './auth.api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { AUTH_STORAGE_KEY, parseCachedUser, readCachedUser, writeCachedUser } from './auth-storage';

/**
 * Holds the signed-in user. The cached copy in localStorage paints the header at once;
 * GET /api/auth/me then decides. Any answer other than a user means "guest".
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(readCachedUser);
  const [isLoading, setIsLoading] = useState(true);
  // Bumped on every sign-in/out so a /me answer that started earlier cannot undo it.
  const sessionVersion = useRef(0);

  const setUser = useCallback((next: SessionUser | null) => {
    writeCachedUser(next);
    setUserState(next);
  }, []);

  const signedInOrOut = useCallback(
    (next: SessionUser | null) => {
      sessionVersion.current += 1;
      setUser(next);
      setIsLoading(false);
    },
    [setUser],
  );

  const verify = useCallback(
    async (signal?: AbortSignal) => {
      const version = sessionVersion.current;
      let next: SessionUser | null = null;
      try {
        next = await authApi.me(signal);
      } catch {
        // 401 (no session), or the server could not vouch for the cached user: a guest.
        if (signal?.aborted) return;
      }
      if (version !== sessionVersion.current) return;
      setUser(next);
      setIsLoading(false);
    },
    [setUser],
  );

  useEffect(() => {
    const controller = new AbortController();
    void verify(controller.signal);
    return () => controller.abort();
  }, [verify]);

  // Signing in or out in another tab updates this one.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY) setUserState(parseCachedUser(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading,
      refresh: () => verify(),
      login: async (input) => {
        const next = await authApi.login(input);
        signedInOrOut(next);
        return next;
      },
      adminLogin: async (input) => {
        const next = await authApi.adminLogin(input);
        signedInOrOut(next);
        return next;
      },
      register: async (input) => {
        const next = await authApi.register(input);
        signedInOrOut(next);
        return next;
      },
      logout: async () => {
        try {
          await authApi.logout();
        } catch {
          // Signed out locally either way; the server session expires on its own.
        }
        signedInOrOut(null);
      },
    }),
    [user, isLoading, verify, signedInOrOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
