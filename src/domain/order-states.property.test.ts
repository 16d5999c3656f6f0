import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminActionsFor,
  canMarkPaid,
  canMarkUnpaid,
  nextStatus,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type Actor,
  type OrderAction,
  type OrderStatus,
} from './order-states';

/**
 * DESIGN 5, written out again as a model: pending → confirmed (approve) or cancelled (reject);
 * confirmed → shipped → delivered, and delivery of a confirmed order goes straight to delivered;
 * pending/confirmed/shipped → cancelled by the admin, pending → cancelled by its customer;
 * delivered → refunded by the admin. Anything else is refused.
 */
function designSays(action: OrderAction, from: OrderStatus, actor: Actor): OrderStatus | null {
  if (actor === 'customer') return action === 'cancel' && from === 'pending' ? 'cancelled' : null;
  switch (action) {
    case 'approve':
      return from === 'pending' ? 'confirmed' : null;
    case 'reject':
      return from === 'pending' ? 'cancelled' : null;
    case 'ship':
      return from === 'confirmed' ? 'shipped' : null;
    case 'deliver':
      return from === 'confirmed' || from === 'shipped' ? 'delivered' : null;
    case 'cancel':
      return from === 'pending' || from === 'confirmed' || from === 'shipped' ? 'cancelled' : null;
    case 'refund':
      return from === 'delivered' ? 'refunded' : null;
  }
}

const step = fc.record({
  action: fc.constantFrom(...ORDER_ACTIONS),
  actor: fc.constantFrom<Actor>('admin', 'customer'),
});

describe('an order’s life (property)', () => {
  it('follows DESIGN 5 through any sequence of admin and customer actions, refusing the rest', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let status: OrderStatus = 'pending';
        for (const { action, actor } of steps) {
          const expected = designSays(action, status, actor);
          expect(nextStatus(action, status, actor), `${actor} ${action} on ${status}`).toBe(expected);
          if (expected) status = expected;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('offers the admin exactly the actions DESIGN 5 allows from each state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), (status) => {
        const allowed = ORDER_ACTIONS.filter((action) => designSays(action, status, 'admin') !== null);
        expect(adminActionsFor(status)).toEqual(allowed);
      }),
    );
  });

  it('lets money be recorded and taken back only while the order is live', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.boolean(), (status, paid) => {
        const live = status !== 'cancelled' && status !== 'refunded';
        expect(canMarkPaid(status, paid)).toBe(live && !paid);
        expect(canMarkUnpaid(status, paid)).toBe(live && paid);
      }),
    );
  });
});
