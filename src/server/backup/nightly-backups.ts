import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { businessDay } from '../../domain/business-day';
import type { Database } from '../db/client';
import { runBackup } from './run-backup';

/** Asia/Kolkata has no summer time: 02:30 there is always 21:00 UTC the day before. */
const NIGHTLY_UTC_MINUTES = 21 * 60;
/** A second process of the shop finding tonight's backup done within this many hours skips it. */
const NOT_WITHIN_HOURS = 20;
const BACKUP_NAME = /^shop-\d{4}-\d{2}-\d{2}\.backup\.gz$/;

export const backupsFolder = (dataDir: string) => resolve(dataDir, 'backups');

/** The next 02:30 Asia/Kolkata after `now`. */
export function nextNightlyRun(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(0, NIGHTLY_UTC_MINUTES, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Tonight's file name: shop-<Asia/Kolkata date>.backup.gz (names sort oldest first). */
export const nightlyBackupName = (at: Date) => `shop-${businessDay(at)}.backup.gz`;

/** The nightly backups to delete so that the newest `keep` stay. */
export function backupsToDelete(names: string[], keep: number): string[] {
  const backups = names.filter((name) => BACKUP_NAME.test(name)).sort();
  return backups.slice(0, Math.max(0, backups.length - keep));
}

type Log = { info(message: string): void; error(message: string): void };

/** Tonight's backup into DATA_DIR/backups, then the oldest beyond `keep` deleted. Never throws. */
export async function nightlyBackup(db: Database, dataDir: string, keep: number, log: Log): Promise<void> {
  try {
    const folder = backupsFolder(dataDir);
    await mkdir(folder, { recursive: true });
    const file = join(folder, nightlyBackupName(new Date()));
    const outcome = await runBackup(db, dataDir, file, { nightly: true, notWithinHours: NOT_WITHIN_HOURS });
    if (outcome.status === 'failed') log.error(`Nightly backup failed: ${outcome.error.message}`);
    if (outcome.status !== 'written') return;
    log.info(`Nightly backup written: ${file} (${outcome.summary.bytes} bytes)`);
    for (const name of backupsToDelete(await readdir(folder), keep)) await rm(join(folder, name));
  } catch (error) {
    log.error(`Nightly backup failed: ${(error as Error).message}`);
  }
}

/**
 * Every night at 02:30 Asia/Kolkata, a backup into DATA_DIR/backups, keeping the newest `keep`
 * (0: none are made). Several processes of one shop write it once (runBackup's lock and check).
 * Returns a stop function.
 */
export function startNightlyBackups(db: Database, dataDir: string, keep: number, log: Log): () => void {
  if (keep === 0) return () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const wait = nextNightlyRun(new Date()).getTime() - Date.now();
    timer = setTimeout(() => void nightlyBackup(db, dataDir, keep, log).finally(schedule), wait);
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}
