import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { bcryptHashesComputed, bcryptVerify, MAX_QUEUED, PasswordQueueFull } from './bcrypt-pool';

/** bcryptjs's hash of 'secret123' at cost 10. */
const HASH = '$2b$10$ixPfUknBbyAFmXm3roGGkO9deyQP/u08avKCa.SgDT0IGPxUvsJl2';
/** The pool's workers: the sign-in worker and one fewer low-priority ones than the cores. */
const WORKERS = Math.max(1, availableParallelism() - 1) + 1;

// Up to 21 real bcrypt checks, some on low-priority workers: seconds on a busy machine.
describe('password checks waiting for a worker (docs/decisions/052)', { timeout: 30_000 }, () => {
  it('are dropped unrun when their caller has gone', async () => {
    await bcryptVerify('secret123', HASH); // workers started
    const before = bcryptHashesComputed();
    const gone = new AbortController();
    const checks = Array.from({ length: 12 }, () => bcryptVerify('secret123', HASH, gone.signal));
    gone.abort(new Error('client closed the connection'));
    const settled = await Promise.allSettled(checks);
    // Only those a worker had already started are computed; the rest never reach one.
    expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(12 - WORKERS);
    expect(bcryptHashesComputed() - before).toBe(WORKERS);
    // An already-gone caller queues nothing at all.
    await expect(bcryptVerify('secret123', HASH, gone.signal)).rejects.toThrow('client closed');
    expect(bcryptHashesComputed() - before).toBe(WORKERS);
  });

  it(`are refused at once past ${MAX_QUEUED} waiting, and the others still run`, async () => {
    const many = WORKERS + MAX_QUEUED + 3;
    const settled = await Promise.allSettled(
      Array.from({ length: many }, () => bcryptVerify('secret123', HASH)),
    );
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PasswordQueueFull);
    expect(settled.filter((s) => s.status === 'fulfilled' && s.value === true)).toHaveLength(
      WORKERS + MAX_QUEUED,
    );
  });
});
