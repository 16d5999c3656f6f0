import type { SessionUser } from '../../../domain/user';

/** SPEC: the signed-in user is cached in the browser under this key. Only a hint for the first paint. */
export const AUTH_STORAGE_KEY = 'auth_user';

export function parseCachedUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    if (
      value &&
      (value.role === 'customer' || value.role === 'admin') &&
      typeof value.id === 'string' &&
      typeof value.name === 'string'
    ) {
      return value as SessionUser;
    }
  } catch {
    // A damaged cache is the same as no cache.
  }
  return null;
}

export function readCachedUser(): SessionUser | null {
  try {
    return parseCachedUser(window.localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

export function writeCachedUser(user: SessionUser | null): void {
  try {
    if (user) window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing to do: the cache is an optimisation.
  }
}
