import { describe, expect, it } from 'vitest';
import { backupWarning } from './backup-status.schemas';

const now = new Date('2026-11-24T12:00:00.000Z');

describe('the backup warning', () => {
  it('is none for a backup within two days, stale past them, never without one', () => {
    expect(backupWarning('2026-11-22T12:00:00.000Z', null, now)).toBe('none');
    expect(backupWarning('2026-11-22T11:59:59.000Z', null, now)).toBe('stale');
    expect(backupWarning(null, null, now)).toBe('never');
  });

  it('is failed when the newest run failed, until a backup is written after it', () => {
    expect(backupWarning('2026-11-23T21:00:00.000Z', '2026-11-24T09:00:00.000Z', now)).toBe('failed');
    expect(backupWarning(null, '2026-11-24T09:00:00.000Z', now)).toBe('failed');
    expect(backupWarning('2026-11-24T10:00:00.000Z', '2026-11-24T09:00:00.000Z', now)).toBe('none');
  });
});
