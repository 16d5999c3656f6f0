import { describe, expect, it } from 'vitest';
import { backupsToDelete, nextNightlyRun, nightlyBackupName } from './nightly-backups';

describe('nightly backups', () => {
  it('run at the next 02:30 Asia/Kolkata (21:00 UTC)', () => {
    expect(nextNightlyRun(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(nextNightlyRun(new Date('2026-11-24T21:00:00Z')).toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(nextNightlyRun(new Date('2026-12-31T22:00:00Z')).toISOString()).toBe('2027-01-01T21:00:00.000Z');
  });

  it('are named by the Asia/Kolkata date they are made on', () => {
    expect(nightlyBackupName(new Date('2026-11-24T21:00:00Z'))).toBe('shop-2026-11-25.backup.gz');
  });

  it('keep the newest ones, and only touch their own files', () => {
    const names = [
      'shop-2026-11-20.backup.gz',
      'shop-2026-11-22.backup.gz',
      'shop-2026-11-21.backup.gz',
      'shop-2026-11-23.backup.gz.partial',
      'my-own-copy.backup.gz',
    ];
    expect(backupsToDelete(names, 2)).toEqual(['shop-2026-11-20.backup.gz']);
    expect(backupsToDelete(names, 7)).toEqual([]);
  });
});
