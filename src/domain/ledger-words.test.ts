import { describe, expect, it } from 'vitest';
import { carryCaption, describeCarry, describeLedgerEntry } from './ledger-words';

const base = {
  pointsDelta: 0,
  pendingDelta: 0,
  spendableFrom: null,
  pointMoneyPaise: 0,
  carryDeltaPaise: 0,
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

describe('point money that made no whole point', () => {
  it('reads as how far it went towards the next point, never "0 points (₹1.68 point money)"', () => {
    const reward = {
      ...base,
      kind: 'referral_earned' as const,
      pointMoneyPaise: 168,
      carryDeltaPaise: 168,
      sourceCode: 'A123',
      level: 3,
    };
    expect(describeLedgerEntry(reward)).toBe(
      'Referral reward from A123, invited through your friends (level 3): ₹1.68 towards your next point',
    );
    expect(describeLedgerEntry({ ...reward, level: 1 })).toBe(
      'Referral reward from A123: ₹1.68 towards your next point',
    );
    expect(
      describeLedgerEntry({ ...base, kind: 'order_earned', pointMoneyPaise: 320, carryDeltaPaise: 320 }),
    ).toBe('Earned ₹3.20 on ORD-1-A, towards your next point');
  });
  it('says so when an order earned none at all (a free order)', () => {
    expect(describeLedgerEntry({ ...base, kind: 'order_earned' })).toBe('ORD-1-A earned no point money');
  });
  it('says which level a deeper referral reward came from in words, with its points', () => {
    expect(
      describeLedgerEntry({
        ...base,
        kind: 'referral_earned',
        pointsDelta: 2,
        pointMoneyPaise: 1000,
        sourceCode: 'A200',
        level: 2,
      }),
    ).toBe(
      'Referral reward from A200, invited through your friends (level 2): 2 points (₹10.00 point money)',
    );
  });
});

describe('balances brought over from the old app', () => {
  const imported = { ...base, kind: 'imported' as const, orderId: null };
  it('name the points and the point money carried with them', () => {
    expect(describeLedgerEntry({ ...imported, pointsDelta: 12, carryDeltaPaise: 320 })).toBe(
      "Brought over from the shop's old app: 12 points and ₹3.20 towards your next point",
    );
    expect(describeLedgerEntry({ ...imported, pointsDelta: 12 })).toBe(
      "Brought over from the shop's old app: 12 points",
    );
  });
  it('with no whole points, say only the point money, never "0 points"', () => {
    expect(describeLedgerEntry({ ...imported, carryDeltaPaise: 320, note: 'old card' })).toBe(
      "Brought over from the shop's old app: ₹3.20 towards your next point (old card)",
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

describe('points that wait for the return window (docs/decisions/074)', () => {
  it('say when a pending award becomes spendable, and what it waited for once released', () => {
    const award = { ...base, kind: 'order_earned' as const, pendingDelta: 6, pointMoneyPaise: 3200 };
    expect(describeLedgerEntry({ ...award, spendableFrom: '5 Dec' })).toBe(
      'Earned 6 points on ORD-1-A (₹32.00 point money), spendable from 5 Dec',
    );
    expect(describeLedgerEntry(award)).toBe(
      'Earned 6 points on ORD-1-A (₹32.00 point money), held for the return window',
    );
    expect(
      describeLedgerEntry({
        ...base,
        kind: 'referral_earned',
        pendingDelta: 1,
        pointMoneyPaise: 500,
        sourceCode: 'A123',
        level: 1,
        spendableFrom: '5 Dec',
      }),
    ).toBe('Referral reward from A123: 1 point (₹5.00 point money), spendable from 5 Dec');
    expect(describeLedgerEntry({ ...base, kind: 'points_released', pointsDelta: 6, pendingDelta: -6 })).toBe(
      '6 points from ORD-1-A now spendable: its return window closed',
    );
  });

  it('says points expired were not spent in time (docs/decisions/080)', () => {
    expect(
      describeLedgerEntry({
        ...base,
        kind: 'points_expired',
        pointsDelta: -80,
        orderId: null,
        pointMoneyPaise: 0,
      }),
    ).toBe('80 points expired: not spent in time');
    expect(describeLedgerEntry({ ...base, kind: 'points_expired', pointsDelta: -1, orderId: null })).toBe(
      '1 point expired: not spent in time',
    );
  });
});

describe('large numbers of points', () => {
  it('are grouped the Indian way, like every other number of points', () => {
    expect(
      describeLedgerEntry({
        kind: 'admin_adjustment',
        pointsDelta: 123_456,
        pendingDelta: 0,
        spendableFrom: null,
        pointMoneyPaise: 0,
        carryDeltaPaise: 0,
        orderId: null,
        sourceCode: null,
        level: null,
        note: null,
      }),
    ).toBe('Adjusted by the shop: +1,23,456 points');
  });
});

describe('a refund of part of an order (docs/decisions/069)', () => {
  const part = { ...base, partOfOrder: true };
  it('says part of the order was refunded, with what it took back, never that the order was', () => {
    expect(
      describeLedgerEntry({ ...part, kind: 'order_reversed', pointsDelta: -4, pointMoneyPaise: -2000 }),
    ).toBe('Part of order ORD-1-A refunded: −4 points (₹20.00 point money taken back)');
    expect(describeLedgerEntry({ ...part, kind: 'order_reversed', pointMoneyPaise: -300 })).toBe(
      'Part of order ORD-1-A refunded: ₹3.00 point money taken back',
    );
    expect(
      describeLedgerEntry({
        ...part,
        kind: 'referral_reversed',
        pointsDelta: -1,
        pointMoneyPaise: -500,
        sourceCode: 'A123',
      }),
    ).toBe('Part of order ORD-1-A refunded: referral reward from A123 reduced by 1 point');
    expect(describeLedgerEntry({ ...part, kind: 'redemption_refunded', pointsDelta: 2 })).toBe(
      '2 points returned: part of order ORD-1-A was refunded',
    );
  });

  it('a whole refund keeps its words', () => {
    expect(describeLedgerEntry({ ...base, kind: 'order_reversed', pointMoneyPaise: -2000 })).toBe(
      'ORD-1-A was refunded: ₹20.00 point money taken back',
    );
    // Only a refund's rows have a part: an award is never "part of an order refunded".
    expect(
      describeLedgerEntry({ ...part, kind: 'order_earned', pointsDelta: 6, pointMoneyPaise: 3200 }),
    ).toBe('Earned 6 points on ORD-1-A (₹32.00 point money)');
  });
});

describe('a refund inside the return window (docs/decisions/074)', () => {
  it('says the points were cancelled while still pending, never taken back from the balance', () => {
    const voided = { ...base, kind: 'order_reversed' as const, pendingDelta: -6, pointMoneyPaise: -3200 };
    expect(describeLedgerEntry(voided)).toBe(
      'ORD-1-A was refunded inside its return window: 6 points cancelled while still pending',
    );
    expect(describeLedgerEntry({ ...voided, partOfOrder: true, pendingDelta: -1 })).toBe(
      'Part of order ORD-1-A refunded inside its return window: 1 point cancelled while still pending',
    );
    expect(
      describeLedgerEntry({
        ...base,
        kind: 'referral_reversed',
        pendingDelta: -2,
        pointMoneyPaise: -1000,
        sourceCode: 'A123',
      }),
    ).toBe('ORD-1-A was refunded: referral reward from A123 of 2 points cancelled while still pending');
  });

  it('a refund after release keeps the words of a reversal from the balance', () => {
    expect(
      describeLedgerEntry({ ...base, kind: 'order_reversed', pointsDelta: -6, pointMoneyPaise: -3200 }),
    ).toBe('ORD-1-A was refunded: ₹32.00 point money taken back');
  });
});
