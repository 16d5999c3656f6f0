import { describe, expect, it } from 'vitest';
import { isPendingApproval } from '../../../domain/order-states';
import { badKind } from '../testing/bad-kind';
import { convertOrder, splitPointMoney } from './order-rows';

const order = (fields: Record<string, unknown> = {}) => ({
  id: 'ORD-1709612345678-AB12C',
  customer_id: 'c-1',
  customer_name: 'Anitha',
  customer_phone: '+91 98470 12345',
  customer_code: 'a101',
  products: JSON.stringify([
    { productId: 'p-1', name: 'Matta Rice', price: 45.5, quantity: 2 },
    { productId: 'gone', name: 'Old soap', price: '20', quantity: '1' },
  ]),
  total_amount: '111',
  points_used: '10',
  amount_paid: '101',
  points: '5.5',
  status: 'delivered',
  payment_method: 'cod',
  pincode: '680001',
  delivery_address: 'Thrissur',
  is_pending_approval: 'false',
  is_points_awarded: 'true',
  delivery_approved: 'true',
  points_approved: 'true',
  order_date: '2024-03-05T10:00:00',
  created_at: '2024-03-05T10:00:01',
  ...fields,
});

describe('convertOrder', () => {
  it('reads the order and its lines in paise, the date as Asia/Kolkata time', () => {
    const { value, notes } = convertOrder(order());
    expect(notes).toEqual([]);
    expect(value).toMatchObject({
      id: 'ORD-1709612345678-AB12C',
      legacyCustomerId: 'c-1',
      customerPhone: '9847012345',
      customerCode: 'A101',
      subtotalPaise: 11100,
      pointsUsed: 10,
      pointsDiscountPaise: 1000,
      amountPaidPaise: 10100,
      pointMoneyPaise: 550,
      status: 'delivered',
      isPointsAwarded: true,
    });
    expect(isPendingApproval(value.status)).toBe(false);
    expect(value.lines).toEqual([
      { legacyProductId: 'p-1', name: 'Matta Rice', unitPricePaise: 4550, quantity: 2 },
      { legacyProductId: 'gone', name: 'Old soap', unitPricePaise: 2000, quantity: 1 },
    ]);
    expect(value.orderDate.toISOString()).toBe('2024-03-05T04:30:00.000Z');
    expect(value.deliveredAt).toEqual(value.orderDate);
    expect(value.paidAt).toEqual(value.orderDate);
  });

  it('keeps the statuses the old app never set itself; rejected is cancelled', () => {
    expect(convertOrder(order({ status: 'shipped' })).value).toMatchObject({
      status: 'shipped',
      deliveredAt: null,
    });
    expect(convertOrder(order({ status: 'REFUNDED' })).value).toMatchObject({
      status: 'refunded',
      isPointsAwarded: false,
    });
    expect(convertOrder(order({ status: 'rejected' })).value.status).toBe('cancelled');
    expect(isPendingApproval(convertOrder(order({ status: 'pending' })).value.status)).toBe(true);
    expect(badKind(() => convertOrder(order({ status: 'lost' })))).toBe('unknown status');
  });

  it('falls back to created_at, and refuses an order with no date or a foreign id', () => {
    expect(convertOrder(order({ order_date: null })).value.orderDate.toISOString()).toBe(
      '2024-03-05T04:30:01.000Z',
    );
    expect(badKind(() => convertOrder(order({ order_date: null, created_at: null })))).toBe(
      'order without a date',
    );
    expect(badKind(() => convertOrder(order({ id: '123' })))).toBe('order id not ORD-{timestamp}-{random}');
    expect(convertOrder(order({ id: 'ord-1-ab1' })).value.id).toBe('ORD-1-AB1');
  });

  it('refuses a line it cannot read rather than guessing', () => {
    expect(badKind(() => convertOrder(order({ products: '[{"name":"x","price":1,"quantity":0}]' })))).toBe(
      'order line quantity not above 0',
    );
    expect(badKind(() => convertOrder(order({ products: '{"name":"x"}' })))).toBe('products not a list');
    expect(() => convertOrder(order({ products: '[{"name":"x","price":1.234,"quantity":1}]' }))).toThrow(
      /two decimals/,
    );
  });

  it('keeps what was paid: a paid amount above the total raises the total', () => {
    const { value, notes } = convertOrder(order({ amount_paid: '120' }));
    expect(value).toMatchObject({ subtotalPaise: 12000, amountPaidPaise: 12000, pointsDiscountPaise: 0 });
    expect(notes.map((n) => n.kind)).toEqual(['amount paid above the total: total raised to it']);
    expect(convertOrder(order({ total_amount: null, amount_paid: null })).value.subtotalPaise).toBe(11100);
  });

  it('reads an unknown payment method as cash on delivery, noted', () => {
    const { value, notes } = convertOrder(order({ payment_method: 'cheque' }));
    expect(value.paymentMethod).toBe('cod');
    expect(notes).toEqual([{ kind: 'unknown payment method: cash on delivery', detail: 'cheque' }]);
  });
});

describe('splitPointMoney', () => {
  it('splits by line amount to the paisa, the lines summing to the order', () => {
    expect(splitPointMoney(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitPointMoney(550, [9100, 2000])).toEqual([451, 99]);
    expect(splitPointMoney(7, [0, 0])).toEqual([4, 3]);
    expect(splitPointMoney(0, [5])).toEqual([0]);
    expect(splitPointMoney(9, [])).toEqual([]);
    const shares = splitPointMoney(1_000_003, [333, 333, 334, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_000_003);
  });
});
