import { describe, expect, it } from 'vitest';
import { amountDue, moneyMethodLabel, moneyMethodOf, normaliseReference } from './payments';

describe('what an order still owes', () => {
  it('is its price less what was paid, never below 0, while the order is live', () => {
    expect(amountDue('confirmed', 10_000, 0)).toBe(10_000);
    expect(amountDue('pending', 10_000, 4_000)).toBe(6_000);
    expect(amountDue('delivered', 10_000, 10_000)).toBe(0);
    expect(amountDue('shipped', 10_000, 12_000)).toBe(0);
  });

  it('is nothing once the order is cancelled or refunded', () => {
    expect(amountDue('cancelled', 10_000, 0)).toBe(0);
    expect(amountDue('refunded', 10_000, 0)).toBe(0);
  });
});

describe('a UPI reference', () => {
  it('is kept without spaces, in upper case, so one UTR typed two ways is one', () => {
    expect(normaliseReference(' utr 5551 2345 ')).toBe('UTR55512345');
    expect(normaliseReference('412345678901')).toBe('412345678901');
  });

  it('typed as nothing is none', () => {
    expect(normaliseReference('   ')).toBeNull();
    expect(normaliseReference(undefined)).toBeNull();
  });
});

it("an order's money comes by its payment method: cash on delivery is cash, UPI is UPI", () => {
  expect(moneyMethodOf('cod')).toBe('cash');
  expect(moneyMethodOf('upi')).toBe('upi');
});

describe('how a payment came, in words', () => {
  it('names a bank transfer by the channel its reference keeps; cash and UPI by their method', () => {
    expect(moneyMethodLabel({ method: 'upi', reference: 'NEFT-N326260123456789' })).toBe(
      'Bank transfer (NEFT)',
    );
    expect(moneyMethodLabel({ method: 'upi', reference: 'IMPS-632912345678' })).toBe('Bank transfer (IMPS)');
    expect(moneyMethodLabel({ method: 'upi', reference: '412345678901' })).toBe('UPI');
    expect(moneyMethodLabel({ method: 'upi', reference: null })).toBe('UPI');
    // A reference typed with cash is only a note: cash stays cash.
    expect(moneyMethodLabel({ method: 'cash', reference: 'NEFT-123' })).toBe('Cash');
  });
});
