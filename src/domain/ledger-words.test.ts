import { describe, expect, it } from 'vitest';
import { carryCaption, describeCarry, describeLedgerEntry } from './ledger-words';

const base = {
  pointsDelta: 0,
  pointMoneyPaise: 0,
  orderId: 'ORD-1-A',
  sourceCode: null,
  level: null,
  note: null,
};

describe('describeLedgerEntry', () => {
  it('says what was earned on an order', () => {
    expect(
      describeLedgerEntry({ ...base, kind: 'order_earned', pointsDelta: 6, pointMoneyPaise: 3200 }),
    ).toBe('Earned 6 points on ORD-1-A (₹32.00 point money)');
  });
  it('names the referred customer', () => {
    expect(
      describeLedgerEntry({
        ...base,
        kind: 'referral_earned',
        pointsDelta: 1,
        pointMoneyPaise: 500,
        sourceCode: 'A123',
        level: 1,
      }),
    ).toBe('Referral reward from A123: 1 point (₹5.00 point money)');
  });
  it('describes redemptions and their return', () => {
    expect(describeLedgerEntry({ ...base, kind: 'redeemed', pointsDelta: -4 })).toBe(
      'Used 4 points on ORD-1-A',
    );
    expect(describeLedgerEntry({ ...base, kind: 'redemption_restored', pointsDelta: 4 })).toBe(
      '4 points returned: ORD-1-A was cancelled',
    );
    expect(describeLedgerEntry({ ...base, kind: 'redemption_refunded', pointsDelta: 1 })).toBe(
      '1 point returned: ORD-1-A was refunded',
    );
  });
});

describe('describeCarry', () => {
  it('says how far the carried point money goes towards the next point', () => {
    expect(describeCarry(300)).toBe('₹3.00 towards your next point');
    expect(describeCarry(0)).toBe('₹0.00 towards your next point');
  });
  it('says point money owed after a refund comes off the next earnings, never "−₹3.00 towards"', () => {
    expect(describeCarry(-300)).toBe('₹3.00 of point money from a refund comes off what you earn next');
    expect(carryCaption(-300)).toBe('Comes off what you earn next');
    expect(carryCaption(300)).toBe('Towards your next point');
  });
});

describe('large numbers of points', () => {
  it('are grouped the Indian way, like every other number of points', () => {
    expect(
      describeLedgerEntry({
        kind: 'admin_adjustment',
        pointsDelta: 123_456,
        pointMoneyPaise: 0,
        orderId: null,
        sourceCode: null,
        level: null,
        note: null,
      }),
    ).toBe('Adjusted by the shop: +1,23,456 points');
  });
});
