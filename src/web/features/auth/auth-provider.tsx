import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SessionUser } from '../../../domain/user';
import { authApi } from './auth.api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { AUTH_STORAGE_KEY, parseCachedUser, readCachedUser, writeCachedUser } from './auth-storage';
import { isSignedOut, retryDelayMs } from './session-check';

/**
 * Holds the signed-in user. The cached copy in localStorage paints the header at once;
 * GET /api/auth/me then decides: a user, or a 401 for "guest". When it cannot answer
 * (offline, a server error) the cached user stays, the page shows its own errors, and the
 * check is repeated a little later or when the browser is back online.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(readCachedUser);
  const [isLoading, setIsLoading] = useState(true);
  /** Checks in a row that could not answer, and the timer of the next try. */
  const retry = useRef<{ failures: number; timer?: number }>({ failures: 0 });
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
    async function check(signal?: AbortSignal): Promise<void> {
      const version = sessionVersion.current;
      let next: SessionUser | null = null;
      let answered = true;
      try {
        next = await authApi.me(signal);
      } catch (error) {
        if (signal?.aborted) return;
        answered = isSignedOut(error);
      }
      window.clearTimeout(retry.current.timer);
      if (!answered) {
        // Offline or a server error is no answer about the session: keep the cached user, ask again later.
        retry.current.failures += 1;
        retry.current.timer = window.setTimeout(() => void check(), retryDelayMs(retry.current.failures));
        if (version === sessionVersion.current) setIsLoading(false);
        return;
      }
      retry.current.failures = 0;
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

  // Back online after a check could not answer: ask now. Stop retrying when the app goes away.
  useEffect(() => {
    const state = retry.current;
    const onOnline = () => {
      if (state.failures > 0) void verify();
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearTimeout(state.timer);
    };
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
