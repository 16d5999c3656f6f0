import type { Database } from '../../db/client';

class ProbeWritten extends Error {}

/**
 * Whether the database takes a write now, as cheaply as that can be known for sure: in a
 * transaction that is rolled back, the probe table (migration 028) gets a new, empty file
 * (TRUNCATE) and one row, which must take a new block from the disk. A full disk (53100), a
 * read-only database or a standby (25006), or no database at all make it throw; nothing is kept.
 * Health checks that come while one probe runs share its answer.
 */
export function writeProbe(db: Database): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => (running ??= probe(db).finally(() => (running = null)));
}

async function probe(db: Database): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.query(`set local lock_timeout = '5s'`);
      await tx.query('truncate health_write_probe');
      await tx.query('insert into health_write_probe (checked_at) values (now())');
      throw new ProbeWritten(); // roll back
    });
  } catch (error) {
    if (!(error instanceof ProbeWritten)) throw error;
  }
}
