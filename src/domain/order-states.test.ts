import { describe, expect, it } from 'vitest';
import {
  adminActionsFor,
  canMarkPaid,
  canMarkUnpaid,
  earnsNoPointMoney,
  isPaidOnDelivery,
  isPendingApproval,
  nextStatus,
  offeredAdminActions,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderStatus,
} from './order-states';

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

describe('the buttons the admin is offered', () => {
  it('offers Reject, not also a Cancel that does the same, while an order awaits approval', () => {
    expect(offeredAdminActions(adminActionsFor('pending'))).toEqual(['approve', 'reject']);
    expect(offeredAdminActions(adminActionsFor('confirmed'))).toEqual(['ship', 'deliver', 'cancel']);
  });

  it('offers Mark paid until the order is paid, cancelled or refunded', () => {
    expect(canMarkPaid('pending', false)).toBe(true);
    expect(canMarkPaid('delivered', false)).toBe(true);
    expect(canMarkPaid('delivered', true)).toBe(false);
    expect(canMarkPaid('cancelled', false)).toBe(false);
    expect(canMarkPaid('refunded', false)).toBe(false);
  });

  it('offers Mark unpaid while a live order is paid, and never once it is cancelled or refunded', () => {
    expect(canMarkUnpaid('delivered', true)).toBe(true);
    expect(canMarkUnpaid('confirmed', true)).toBe(true);
    expect(canMarkUnpaid('delivered', false)).toBe(false);
    expect(canMarkUnpaid('cancelled', true)).toBe(false);
    expect(canMarkUnpaid('refunded', true)).toBe(false);
  });

  it('takes cash on delivery as paid at the door, and a UPI payment only when seen', () => {
    expect(isPaidOnDelivery('cod')).toBe(true);
    expect(isPaidOnDelivery('upi')).toBe(false);
  });
});

describe('earnsNoPointMoney', () => {
  it('is true only once an order is cancelled or refunded', () => {
    expect(ORDER_STATUSES.filter(earnsNoPointMoney)).toEqual(['cancelled', 'refunded']);
  });
});

/**
 * The flags migration 032 dropped (docs/decisions/043), as the code before it wrote them: a new
 * order had is_pending_approval true and the others false; every transition ran
 *   is_pending_approval = false,
 *   delivery_approved = delivery_approved or to = 'delivered',
 *   points_approved = points_approved or to = 'delivered'.
 */
interface StoredFlags {
  isPendingApproval: boolean;
  deliveryApproved: boolean;
  pointsApproved: boolean;
}
const NEW_ORDER: StoredFlags = { isPendingApproval: true, deliveryApproved: false, pointsApproved: false };
const afterTransition = (flags: StoredFlags, to: OrderStatus): StoredFlags => ({
  isPendingApproval: false,
  deliveryApproved: flags.deliveryApproved || to === 'delivered',
  pointsApproved: flags.pointsApproved || to === 'delivered',
});

/** Every status an order can reach, with the flags each way of reaching it stored. */
function storedFlagsByStatus(): Map<OrderStatus, StoredFlags[]> {
  const seen = new Map<OrderStatus, StoredFlags[]>();
  const walk = (status: OrderStatus, flags: StoredFlags) => {
    seen.set(status, [...(seen.get(status) ?? []), flags]);
    for (const action of ORDER_ACTIONS)
      for (const actor of ['admin', 'customer'] as const) {
        const to = nextStatus(action, status, actor);
        if (to) walk(to, afterTransition(flags, to));
      }
  };
  walk('pending', NEW_ORDER);
  return seen;
}

describe("SPEC's order flags, read from the status", () => {
  // What each status stored, whichever way the order reached it: the copies carried nothing more.
  it.each([
    ['pending', { isPendingApproval: true, deliveryApproved: false, pointsApproved: false }],
    ['confirmed', { isPendingApproval: false, deliveryApproved: false, pointsApproved: false }],
    ['shipped', { isPendingApproval: false, deliveryApproved: false, pointsApproved: false }],
    ['delivered', { isPendingApproval: false, deliveryApproved: true, pointsApproved: true }],
    ['cancelled', { isPendingApproval: false, deliveryApproved: false, pointsApproved: false }],
    ['refunded', { isPendingApproval: false, deliveryApproved: true, pointsApproved: true }],
  ] as const)('%s stored %o on every path to it', (status, stored) => {
    const paths = storedFlagsByStatus().get(status)!;
    expect(paths.length).toBeGreaterThan(0);
    for (const flags of paths) expect(flags).toEqual(stored);
    expect(isPendingApproval(status)).toBe(stored.isPendingApproval);
  });

  it('reaches every status', () => {
    expect([...storedFlagsByStatus().keys()].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
