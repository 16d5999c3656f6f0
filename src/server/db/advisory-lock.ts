import type { Database, Queryable } from './client';

/** Advisory lock ids: any constants, the same in every process of this app. */
export const LOCKS = {
  migrations: 74_110_001,
  /** First admin and demo data: created once, however many processes start at once. */
  bootstrap: 74_110_002,
  /** One club's showcase: two admins saving it at once end with one of their lists. */
  clubTiers: 74_110_003,
  /** The referral tree, taken by its triggers (migration 012): a move alone, joins and removals shared. */
  referralTree: 74_110_004,
  /** The import from the old app (src/server/import): one at a time, whatever else runs. */
  legacyImport: 74_110_005,
} as const;

/**
 * Runs `work` in one transaction holding a transaction-scoped advisory lock, so the same work
 * started by several processes at once (on one database) runs one after the other. A `key`
 * narrows the lock to one thing (e.g. one club), so work on different things runs side by side.
 */
export function withAdvisoryLock<T>(
  db: Database,
  lock: number,
  work: (tx: Queryable) => Promise<T>,
  key?: string,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (key === undefined) await tx.query('select pg_advisory_xact_lock($1)', [lock]);
    else await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [lock, key]);
    return work(tx);
  });
}
