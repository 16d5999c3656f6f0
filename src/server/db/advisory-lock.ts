import type { Database, Queryable } from './client';

/** Advisory lock ids: any constants, the same in every process of this app. */
export const LOCKS = {
  migrations: 74_110_001,
  /** First admin and demo data: created once, however many processes start at once. */
  bootstrap: 74_110_002,
} as const;

/**
 * Runs `work` in one transaction holding a transaction-scoped advisory lock, so the same work
 * started by several processes at once (on one database) runs one after the other.
 */
export function withAdvisoryLock<T>(
  db: Database,
  lock: number,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [lock]);
    return work(tx);
  });
}
