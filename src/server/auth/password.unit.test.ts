import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { restAfterHash } from './bcrypt-pool';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';

/** Hashes made elsewhere: OpenBSD's $2a$ test vector, and bcryptjs's $2b$ (what this shop stored before). */
const OPENBSD_2A = {
  password: 'abcdefghijklmnopqrstuvwxyz',
  hash: '$2a$10$fVH8e28OQRj9tqiDXs1e1uxpsjN0c7II7YPKXua2NAKYvM6iQk7dq',
};
const BCRYPTJS_2B = {
  password: 'secret123',
  hash: '$2b$10$ixPfUknBbyAFmXm3roGGkO9deyQP/u08avKCa.SgDT0IGPxUvsJl2',
};
/** bcryptjs hashed 100 bytes by its first 72; such a password, set before the 72-byte cap, still works. */
const BCRYPTJS_LONG = {
  password: 'p'.repeat(100),
  hash: '$2b$10$gzHdX1PAIbIrI4bOYPwzDeS6CrzxHEVk7nrBBcx.cDAHHF08PafLO',
};

describe('passwords', () => {
  it('are hashed with bcrypt at cost 10 (SPEC), and verify', async () => {
    const hash = await hashPassword('secret123');
    expect(hash).toMatch(/^\$2b\$10\$[./A-Za-z0-9]{53}$/);
    expect(await verifyPassword('secret123', hash)).toBe(true);
    expect(await verifyPassword('secret124', hash)).toBe(false);
  });

  it.each([
    ['$2a$', OPENBSD_2A],
    ['$2b$', BCRYPTJS_2B],
    ['$2b$ of a password over 72 bytes', BCRYPTJS_LONG],
  ])('verify existing %s hashes as they are', async (_, { password, hash }) => {
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword(`X${password.slice(1)}`, hash)).toBe(false);
  });

  it('never match a malformed stored hash', async () => {
    expect(await verifyPassword('secret123', 'not-a-bcrypt-hash')).toBe(false);
    await expect(burnPasswordCheck('anything')).resolves.toBeUndefined();
  });

  it('are checked off the main thread: the event loop stays idle while several run', async () => {
    const before = performance.eventLoopUtilization();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => verifyPassword('secret123', BCRYPTJS_2B.hash)),
    );
    const used = performance.eventLoopUtilization(before);
    expect(results).toEqual([true, true, true, true]);
    // bcryptjs kept the loop busy for all of it (utilisation near 1); a native thread leaves it near 0.
    expect(used.utilization).toBeLessThan(0.5);
  });
});

describe.runIf(process.platform === 'linux')('on Linux, password checks', () => {
  /** The nice value of each of this process's threads (field 19 of /proc/self/task/<tid>/stat). */
  function threadNiceValues(): { tid: number; nice: number }[] {
    return readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { tid: Number(tid), nice: Number(fields[16]) };
    });
  }

  it('run at a lower priority than the event loop, so a busy shop comes first', async () => {
    expect(await verifyPassword(BCRYPTJS_2B.password, BCRYPTJS_2B.hash)).toBe(true);
    const threads = threadNiceValues();
    expect(threads.find((thread) => thread.tid === process.pid)?.nice).toBe(0);
    expect(threads.some((thread) => thread.nice === 10)).toBe(true);
  });
});

describe('hashing while the shop is busy (bcrypt-pool)', () => {
  it('rests five times a hash’s length when the event loop was busy, and not at all when it was idle', () => {
    expect(restAfterHash(60, 0.95)).toBeCloseTo(300);
    expect(restAfterHash(60, 0.2)).toBe(0);
  });
});
