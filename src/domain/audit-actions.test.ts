import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditEntityLabel } from './audit-actions';

describe('audit log words', () => {
  it('labels stored actions, prefixed or not, and reads unknown ones in plain words', () => {
    expect(auditActionLabel('customer', 'customer.points')).toBe('Points changed');
    expect(auditActionLabel('product', 'update')).toBe('Product changed');
    expect(auditActionLabel('order', 'order.mark_paid')).toBe('Payment recorded');
    expect(auditActionLabel('delivery_slot', 'delivery_slot.update')).toBe('Delivery slot: update');
    expect(auditActionLabel('product', 'archive')).toBe('Product: archive');
    expect(auditEntityLabel('club_tier')).toBe('Club showcases');
    expect(auditEntityLabel('delivery_slot')).toBe('Delivery slot');
  });

  it('lists what changed with before and after, money in rupees, and other details as facts', () => {
    expect(
      auditChanges({
        before: { name: 'Rice', stockQuantity: 40, mrpPaise: 10000, tierDiscounts: { bronze: 2 } },
        after: { name: 'Rice', stockQuantity: 7, mrpPaise: 10050, tierDiscounts: { bronze: 2 } },
      }),
    ).toEqual([
      { field: 'Stock', before: '40', after: '7' },
      { field: 'MRP', before: '₹100.00', after: '₹100.50' },
    ]);
    expect(auditChanges({ before: { points: 0 }, after: { points: 1250 }, reason: 'Gift' })).toEqual([
      { field: 'Points', before: '0', after: '1,250' },
      { field: 'Reason', value: 'Gift' },
    ]);
  });

  it('reads an order’s from and to as its status, a creation as only after, a deletion as only before', () => {
    expect(auditChanges({ from: 'pending', to: 'confirmed' })).toEqual([
      { field: 'Status', before: 'Pending', after: 'Confirmed' },
    ]);
    expect(auditChanges({ after: { parentCode: null, hasPassword: false } })).toEqual([
      { field: 'Parent code', after: '—' },
      { field: 'Has a password', after: 'No' },
    ]);
    expect(auditChanges({ before: { name: 'Old' } })).toEqual([{ field: 'Name', before: 'Old' }]);
    expect(auditChanges({})).toEqual([]);
  });
});
