import { z } from 'zod';

/** The dashboard warns when the last backup is older than this (issue 13, item 9). */
export const BACKUP_STALE_HOURS = 48;

/**
 * GET /api/admin/backups/status (docs/decisions/035): when the last backup was written (nightly
 * or `npm run backup`), the newest run's failure when it failed, how many nightly backups are kept
 * (0: nightly backups are off), and what the dashboard warns about.
 */
export const backupStatusSchema = z.object({
  lastBackupAt: z.string().nullable(),
  lastFailure: z.object({ at: z.string(), error: z.string() }).nullable(),
  keep: z.number().int(),
  warning: z.enum(['none', 'failed', 'stale', 'never']),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
export type BackupWarning = BackupStatus['warning'];

/** A failure newer than the last backup comes first; then no backup at all; then one two days old. */
export function backupWarning(
  lastBackupAt: string | null,
  lastFailureAt: string | null,
  now: Date,
): BackupWarning {
  if (lastFailureAt && (!lastBackupAt || lastFailureAt > lastBackupAt)) return 'failed';
  if (!lastBackupAt) return 'never';
  return now.getTime() - new Date(lastBackupAt).getTime() > BACKUP_STALE_HOURS * 3_600_000 ? 'stale' : 'none';
}
