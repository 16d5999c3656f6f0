import { describe, expect, it } from 'vitest';
import { adminActionsFor, nextStatus, ORDER_ACTIONS, ORDER_STATUSES } from './order-states';

describe('order transitions (DESIGN 5)', () => {
  it.each([
    ['approve', 'pending', 'confirmed'],
    ['reject', 'pending', 'cancelled'],
    ['ship', 'confirmed', 'shipped'],
    ['deliver', 'confirmed', 'delivered'],
    ['deliver', 'shipped', 'delivered'],
    ['cancel', 'pending', 'cancelled'],
    ['cancel', 'confirmed', 'cancelled'],
    ['cancel', 'shipped', 'cancelled'],
    ['refund', 'delivered', 'refunded'],
  ] as const)('admin %s: %s → %s', (action, from, to) => {
    expect(nextStatus(action, from, 'admin')).toBe(to);
  });

  it('refuses every other admin transition', () => {
    const allowed = 9;
    let count = 0;
    for (const action of ORDER_ACTIONS)
      for (const from of ORDER_STATUSES) if (nextStatus(action, from, 'admin')) count++;
    expect(count).toBe(allowed);
    expect(nextStatus('deliver', 'pending', 'admin')).toBeNull();
    expect(nextStatus('refund', 'cancelled', 'admin')).toBeNull();
    expect(nextStatus('approve', 'delivered', 'admin')).toBeNull();
  });

  it('lets a customer cancel only a pending order, and nothing else', () => {
    expect(nextStatus('cancel', 'pending', 'customer')).toBe('cancelled');
    expect(nextStatus('cancel', 'confirmed', 'customer')).toBeNull();
    for (const action of ['approve', 'reject', 'ship', 'deliver', 'refund'] as const) {
      expect(nextStatus(action, 'pending', 'customer')).toBeNull();
    }
  });

  it('lists the admin actions per state', () => {
    expect(adminActionsFor('pending')).toEqual(['approve', 'reject', 'cancel']);
    expect(adminActionsFor('shipped')).toEqual(['deliver', 'cancel']);
    expect(adminActionsFor('refunded')).toEqual([]);
  });
});
