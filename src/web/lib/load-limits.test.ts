import { describe, expect, it } from 'vitest';
import { LOAD_LIMITS, loadLimitFor } from './load-limits';

describe('loadLimitFor (SPEC section 9)', () => {
  it('gives product loads 8 s with SPEC’s products message, in the shop and the admin', () => {
    for (const path of [
      '/api/products',
      '/api/products?limit=24&search=rice',
      '/api/admin/products?cursor=x',
    ])
      expect(loadLimitFor('GET', path), path).toEqual({
        ms: 8_000,
        message: 'Products are taking too long to load. Please try again.',
      });
  });

  it('gives order loads 8 s with SPEC’s orders message', () => {
    for (const path of ['/api/orders?limit=20', '/api/orders/ORD-1-a', '/api/admin/orders?status=pending'])
      expect(loadLimitFor('GET', path), path).toEqual({
        ms: 8_000,
        message: 'Orders are taking too long to load. Please try again.',
      });
  });

  it('gives every other admin load 8 s, and everything else 10 s', () => {
    expect(loadLimitFor('GET', '/api/admin/offers')).toEqual(LOAD_LIMITS.admin);
    expect(LOAD_LIMITS.admin.ms).toBe(8_000);
    for (const path of ['/api/services', '/api/auth/me', '/api/categories', '/api/productsx'])
      expect(loadLimitFor('GET', path), path).toEqual({ ms: 10_000, message: LOAD_LIMITS.other.message });
  });

  it('puts no limit on writes', () => {
    expect(loadLimitFor('POST', '/api/orders')).toBeNull();
    expect(loadLimitFor('PUT', '/api/admin/products/1')).toBeNull();
  });
});
