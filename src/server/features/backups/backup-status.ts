import { backupWarning, type BackupStatus } from '../../../domain/backup-status.schemas';
import type { Queryable } from '../../db/client';

/** The last backup written and the newest failure, from backup_runs (migration 023). */
export async function backupStatus(db: Queryable, keep: number, now = new Date()): Promise<BackupStatus> {
  const [row] = await db.query<{ lastBackupAt: Date | null; failedAt: Date | null; error: string | null }>(
    `select (select max(finished_at) from backup_runs where error is null) as "lastBackupAt",
            failed.finished_at as "failedAt", failed.error
       from (select 1) one
       left join (select finished_at, error from backup_runs where error is not null
                   order by finished_at desc limit 1) failed on true`,
  );
  const lastBackupAt = row!.lastBackupAt?.toISOString() ?? null;
  const failedAt = row!.failedAt?.toISOString() ?? null;
  const warning = backupWarning(lastBackupAt, failedAt, now);
  return {
    lastBackupAt,
    lastFailure: warning === 'failed' ? { at: failedAt!, error: row!.error! } : null,
    keep,
    warning,
  };
}
