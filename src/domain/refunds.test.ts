import { describe, expect, it } from 'vitest';
import {
  addRefundedUnits,
  awardShare,
  cumulativeShare,
  isWhollyRefunded,
  moneyBackPaise,
  refundedPart,
  refundPreview,
  splitRepayment,
  type RefundableLine,
} from './refunds';

const lines: RefundableLine[] = [
  {
    lineNo: 1,
    productId: 'rice',
    name: 'Rice 5 kg',
    unitPricePaise: 33300,
    quantity: 3,
    pointMoneyPaise: 1000,
    refundedQuantity: 0,
  },
  {
    lineNo: 2,
    productId: 'milk',
    name: 'Milk 1 L',
    unitPricePaise: 5000,
    quantity: 2,
    pointMoneyPaise: 0,
    refundedQuantity: 0,
  },
];

describe('cumulativeShare', () => {
  it('parts taken cumulatively add up to exactly the whole', () => {
    const total = 1001;
    const first = cumulativeShare(total, 1, 3);
    const second = cumulativeShare(total, 2, 3) - first;
    const third = cumulativeShare(total, 3, 3) - first - second;
    expect([first, second, third]).toEqual([333, 334, 334]);
    expect(first + second + third).toBe(total);
  });

  it('rounds toward zero, for a negative carry too, and shares nothing of a zero whole until complete', () => {
    expect(cumulativeShare(-7, 1, 2)).toBe(-3);
    expect(cumulativeShare(5, 0, 0)).toBe(5);
  });
});

describe('addRefundedUnits', () => {
  it('adds the units to their lines', () => {
    const result = addRefundedUnits(lines, [{ productId: 'rice', quantity: 2 }]);
    expect(result.ok && result.lines.map((l) => l.refundedQuantity)).toEqual([2, 0]);
  });

  it('refuses a product not on the order, one listed twice, and more than is left', () => {
    expect(addRefundedUnits(lines, [{ productId: 'oil', quantity: 1 }])).toEqual({
      ok: false,
      problem: { kind: 'unknown' },
    });
    expect(
      addRefundedUnits(lines, [
        { productId: 'milk', quantity: 1 },
        { productId: 'milk', quantity: 1 },
      ]),
    ).toEqual({ ok: false, problem: { kind: 'twice' } });
    const partly = lines.map((l) => (l.productId === 'rice' ? { ...l, refundedQuantity: 2 } : l));
    expect(addRefundedUnits(partly, [{ productId: 'rice', quantity: 2 }])).toEqual({
      ok: false,
      problem: { kind: 'too-many', name: 'Rice 5 kg', left: 1 },
    });
  });
});

describe('refundedPart and isWhollyRefunded', () => {
  it('sums the refunded value and point money against the whole', () => {
    const after = lines.map((l) => ({ ...l, refundedQuantity: l.productId === 'rice' ? 1 : 2 }));
    expect(refundedPart(after)).toEqual({
      valuePaise: 33300 + 10000,
      wholeValuePaise: 99900 + 10000,
      pointMoneyPaise: 333,
      wholePointMoneyPaise: 1000,
    });
    expect(isWhollyRefunded(after)).toBe(false);
    expect(isWhollyRefunded(lines.map((l) => ({ ...l, refundedQuantity: l.quantity })))).toBe(true);
  });
});

describe('moneyBackPaise and splitRepayment', () => {
  it('pays back the share when paid in full, only the excess over the kept goods otherwise', () => {
    expect(moneyBackPaise(4000, 10000, 6000)).toBe(4000);
    expect(moneyBackPaise(5000, 5000, 5000)).toBe(0);
    expect(moneyBackPaise(5000, 7000, 5000)).toBe(2000);
  });

  it('goes back the way the order was paid first, then the other way', () => {
    expect(splitRepayment(3000, { upi: 2000, cash: 5000 }, 'upi')).toEqual([
      { method: 'upi', amountPaise: 2000 },
      { method: 'cash', amountPaise: 1000 },
    ]);
    expect(splitRepayment(3000, { upi: 2000, cash: 5000 }, 'cash')).toEqual([
      { method: 'cash', amountPaise: 3000 },
    ]);
  });
});

describe('refundPreview', () => {
  it('shows the share and the money back a refund of these units would give, before asking', () => {
    const order = { amountPaidPaise: 109900 - 700, refundedPaise: 0, paidPaise: 109900 - 700 };
    const one = refundPreview(order, lines, [{ productId: 'rice', quantity: 1 }]);
    expect(one).toEqual({ sharePaise: 33087, moneyBackPaise: 33087 });
    // Part paid: only what was paid beyond the kept goods goes back.
    expect(
      refundPreview({ ...order, paidPaise: 50000 }, lines, [{ productId: 'rice', quantity: 1 }]),
    ).toEqual({
      sharePaise: 33087,
      moneyBackPaise: 0,
    });
    expect(refundPreview(order, lines, [{ productId: 'rice', quantity: 4 }])).toBeNull();
  });
});

describe('awardShare', () => {
  it('takes back the point money’s share: whole points at the award’s rate, the rest as carry, all of it at the whole', () => {
    // 1 point at ₹5 a point from ₹5.00 point money: half of it is no whole point and ₹2.50 of carry.
    expect(awardShare({ points: 1, carryPaise: 0, pointMoneyPaise: 500 }, 1, 2)).toEqual({
      points: 0,
      carryPaise: 250,
      pointMoneyPaise: 250,
    });
    // The carry the award added had turned a point: its share may be owed.
    const award = { points: 3, carryPaise: -200, pointMoneyPaise: 1300 };
    expect(awardShare(award, 1, 3)).toEqual({ points: 1, carryPaise: 433 - 500, pointMoneyPaise: 433 });
    expect(awardShare(award, 3, 3)).toEqual({ points: 3, carryPaise: -200, pointMoneyPaise: 1300 });
    // An award of carry only.
    expect(awardShare({ points: 0, carryPaise: 300, pointMoneyPaise: 300 }, 1, 3)).toEqual({
      points: 0,
      carryPaise: 100,
      pointMoneyPaise: 100,
    });
  });
});
