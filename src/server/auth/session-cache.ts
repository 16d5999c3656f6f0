import type { SessionUser } from '../../domain/user';

/** How long another API process's change (a sign-out, a disabled account, a new tier) can go unseen here. */
export const SESSION_CACHE_SECONDS = 2;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  /** Date.now() after which the entry is read again. */
  until: number;
}

/**
 * Who holds which session token, for reads (GET, HEAD): a page a signed-in customer loads costs
 * no database round trip for the session. Keyed by the token's digest, never the token itself.
 *
 * What keeps a stale entry harmless (docs/decisions/017):
 * - requests that change something never use it (they read the session from the database);
 * - after one, this process forgets the caller's entries (a customer) or all of them (the owner or
 *   a staff member: approving, delivering, a tier or points change may concern anyone), so the
 *   next page is fresh;
 * - a change made by another process is seen within SESSION_CACHE_SECONDS.
 */
export function createSessionCache() {
  const entries = new Map<string, Entry>();
  /** Bumped on every forget: a read that began before it must not store what it read. */
  let generation = 0;

  const forget = (matches: (user: SessionUser) => boolean) => {
    generation += 1;
    for (const [digest, entry] of entries) if (matches(entry.user)) entries.delete(digest);
  };

  return {
    get(digest: string): SessionUser | undefined {
      const entry = entries.get(digest);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.user;
      entries.delete(digest);
      return undefined;
    },
    /** A snapshot to pass to `set` once the database has answered. */
    generation: () => generation,
    set(digest: string, user: SessionUser, expiresAt: Date, readAt: number): void {
      if (readAt !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const until = Math.min(Date.now() + SESSION_CACHE_SECONDS * 1000, expiresAt.getTime());
      entries.set(digest, { user: Object.freeze(user), until });
    },
    forgetUser(id: string): void {
      forget((user) => user.id === id);
    },
    forgetAll(): void {
      generation += 1;
      entries.clear();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
