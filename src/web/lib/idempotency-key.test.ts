import { describe, expect, it } from 'vitest';
import { createKeyKeeper, newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('makes keys the server accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('reuses a key while the same payload is retried and starts a new one when it changes', () => {
    let n = 0;
    const keeper = createKeyKeeper(() => `key-${++n}`);
    const payload = { items: [{ productId: 'a', quantity: 1 }], pointsToUse: 0 };
    expect(keeper.keyFor(payload)).toBe('key-1');
    expect(keeper.keyFor({ ...payload })).toBe('key-1');
    expect(keeper.keyFor({ ...payload, pointsToUse: 2 })).toBe('key-2');
    keeper.reset();
    expect(keeper.keyFor({ ...payload, pointsToUse: 2 })).toBe('key-3');
  });
});
