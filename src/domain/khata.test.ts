import { describe, expect, it } from 'vitest';
import {
  khataReminderMessage,
  ageingBucket,
  allocateSettlement,
  creditLeft,
  daysSince,
  khataOverLimit,
  khataStatement,
} from './khata';

describe('khata rules (docs/decisions/070)', () => {
  it('refuses a khata order above the credit left, naming both; up to it is fine', () => {
    expect(khataOverLimit(9800, 9800)).toBeNull();
    expect(khataOverLimit(500, 9800)).toBe(
      'Your khata has only ₹5.00 left; this order is ₹98.00. Remove some items, or choose Cash on Delivery or UPI.',
    );
  });

  it('leaves the limit less what is owed to buy on khata, never below 0', () => {
    expect(creditLeft(50_000, 12_345)).toBe(37_655);
    expect(creditLeft(0, 12_345)).toBe(0); // a limit of 0 ends khata; what is owed stays owed
    expect(creditLeft(10_000, 10_001)).toBe(0);
  });

  it('pays the oldest due orders first, in full, the last touched in part', () => {
    const due = [
      { orderId: 'A', duePaise: 10_000 },
      { orderId: 'B', duePaise: 0 },
      { orderId: 'C', duePaise: 25_050 },
      { orderId: 'D', duePaise: 7_000 },
    ];
    expect(allocateSettlement(30_001, due)).toEqual([
      { orderId: 'A', amountPaise: 10_000 },
      { orderId: 'C', amountPaise: 20_001 },
    ]);
    expect(allocateSettlement(42_050, due)).toEqual([
      { orderId: 'A', amountPaise: 10_000 },
      { orderId: 'C', amountPaise: 25_050 },
      { orderId: 'D', amountPaise: 7_000 },
    ]);
    expect(allocateSettlement(42_051, due)).toBeNull();
  });

  it('ages what is owed by the order’s business day: 0–30, 31–60, over 60', () => {
    const now = new Date('2026-11-27T04:00:00Z');
    expect(daysSince(new Date('2026-11-26T19:00:00Z'), now)).toBe(0); // 27 Nov in Kolkata already
    expect(daysSince(new Date('2026-10-28T04:00:00Z'), now)).toBe(30);
    expect([30, 31, 60, 61].map(ageingBucket)).toEqual(['upTo30', 'upTo60', 'upTo60', 'over60']);
  });

  it('lists the khata newest first with the balance after each line', () => {
    const line = { orderId: null, reference: null, method: null, payUrl: null };
    const entries = khataStatement([
      { ...line, kind: 'payment', at: '2026-11-20T10:00:00.000Z', amountPaise: 15_000, method: 'upi' },
      { ...line, kind: 'order', at: '2026-11-01T10:00:00.000Z', amountPaise: 10_000, orderId: 'A' },
      { ...line, kind: 'order', at: '2026-11-10T10:00:00.000Z', amountPaise: 20_000, orderId: 'B' },
    ]);
    expect(entries.map((e) => [e.kind, e.balancePaise])).toEqual([
      ['payment', 15_000],
      ['order', 30_000],
      ['order', 10_000],
    ]);
  });
});

describe('the khata reminder the shop sends on WhatsApp', () => {
  const url = 'https://freshmart.in/pay/0123456789abcdef0123456789abcdef';

  it('says what is owed and the oldest bill with its pay page, in English by default', () => {
    expect(khataReminderMessage(1_250_00, 400_00, url)).toBe(
      `Fresh Mart: ₹1,250.00 is owed on your khata. Please pay the oldest bill (₹400.00) by UPI here: ${url}`,
    );
  });

  it('says the same in Malayalam to a customer who reads the shop in Malayalam, money in en-IN digits', () => {
    expect(khataReminderMessage(1_250_00, 400_00, url, 'ml')).toBe(
      `Fresh Mart: നിങ്ങളുടെ ഖാതയിൽ ₹1,250.00 അടയ്ക്കാനുണ്ട്. ഏറ്റവും പഴയ ബിൽ (₹400.00) UPI വഴി ഇവിടെ അടയ്ക്കുക: ${url}`,
    );
  });
});
