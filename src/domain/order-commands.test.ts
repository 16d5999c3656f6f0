import { describe, expect, it } from 'vitest';
import type { AdminOrder } from './order';
import { commandsFor } from './order-commands';

const order = (
  fields: Pick<AdminOrder, 'status' | 'actions' | 'paidAt'> & Partial<Pick<AdminOrder, 'refundedPaise'>>,
) => ({ refundedPaise: 0, ...fields });

describe('the buttons an order offers the admin', () => {
  it('offers Approve and Reject on a pending order, not a second red Cancel that does the same', () => {
    const pending = order({ status: 'pending', actions: ['approve', 'reject', 'cancel'], paidAt: null });
    expect(commandsFor(pending)).toEqual(['approve', 'mark-paid', 'reject']);
  });

  it('offers Cancel once the order is confirmed', () => {
    const confirmed = order({
      status: 'confirmed',
      actions: ['ship', 'deliver', 'cancel'],
      paidAt: '2026-11-22T10:00:00.000Z',
    });
    // Paid already (UPI seen), so its payment record can be corrected rather than recorded.
    expect(commandsFor(confirmed)).toEqual(['deliver', 'ship', 'mark-unpaid', 'cancel']);
  });

  it('offers Mark unpaid on a paid order (a delivered COD order is paid at the door), Mark paid on an unpaid one', () => {
    const delivered = order({ status: 'delivered', actions: ['refund'], paidAt: '2026-11-22T10:00:00.000Z' });
    expect(commandsFor(delivered)).toEqual(['mark-unpaid', 'refund']);
    expect(commandsFor({ ...delivered, paidAt: null })).toEqual(['mark-paid', 'refund']);
  });

  it('offers no Mark unpaid once part of the order was refunded: the server refuses it (docs/decisions/069)', () => {
    const partRefunded = order({
      status: 'delivered',
      actions: ['refund'],
      paidAt: '2026-11-22T10:00:00.000Z',
      refundedPaise: 4_500,
    });
    expect(commandsFor(partRefunded)).toEqual(['refund']);
  });

  it('offers neither once the order is cancelled or refunded', () => {
    const refunded = order({ status: 'refunded', actions: [], paidAt: '2026-11-22T10:00:00.000Z' });
    expect(commandsFor(refunded)).toEqual([]);
  });
});

describe('a screen that offers fewer commands', () => {
  it('keeps only those, in the same order', () => {
    const pending = order({ status: 'pending', actions: ['approve', 'reject', 'cancel'], paidAt: null });
    expect(commandsFor(pending, ['reject', 'approve'])).toEqual(['approve', 'reject']);
  });
});
