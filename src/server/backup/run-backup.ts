import { LOCKS } from '../db/advisory-lock';
import { liftSessionLimits, type Database } from '../db/client';
import { writeBackup, type BackupSummary } from './write-backup';

export type BackupOutcome =
  | { status: 'written'; summary: BackupSummary }
  | { status: 'failed'; error: Error }
  /** Another process is writing one now. */
  | { status: 'busy' }
  /** A nightly run found tonight's backup written already (by another process of the shop). */
  | { status: 'not-due' };

/**
 * Writes one backup while holding the backups lock (one at a time across every process of the
 * shop) and records how it went in backup_runs, for the dashboard. `notWithinHours`: a nightly run
 * skips when a backup was written that recently.
 */
export function runBackup(
  db: Database,
  dataDir: string,
  file: string,
  options: { nightly: boolean; notWithinHours?: number; progress?: (line: string) => void },
): Promise<BackupOutcome> {
  return db.transaction(async (tx): Promise<BackupOutcome> => {
    // This transaction holds the lock, idle, while the backup is written (minutes on a big shop).
    await liftSessionLimits(tx);
    const [lock] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [
      LOCKS.backups,
    ]);
    if (!lock!.locked) return { status: 'busy' };
    if (options.notWithinHours !== undefined) {
      const [recent] = await tx.query<{ found: boolean }>(
        `select exists (select 1 from backup_runs where error is null
                         and finished_at > now() - make_interval(hours => $1)) as found`,
        [options.notWithinHours],
      );
      if (recent!.found) return { status: 'not-due' };
    }
    // A database of an older version of the shop (no migration 023 yet) is backed up unrecorded:
    // a backup changes nothing else in it.
    const [table] = await tx.query<{ found: boolean }>(
      `select to_regclass('public.backup_runs') is not null as found`,
    );
    const record = async (bytes: number | null, error: string | null) => {
      if (table!.found)
        await tx.query('insert into backup_runs (nightly, file, bytes, error) values ($1, $2, $3, $4)', [
          options.nightly,
          file,
          bytes,
          error,
        ]);
    };
    try {
      const summary = await writeBackup(db, dataDir, file, options.progress);
      await record(summary.bytes, null);
      return { status: 'written', summary };
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      await record(null, failure.message.slice(0, 1000));
      return { status: 'failed', error: failure };
    }
  });
}
