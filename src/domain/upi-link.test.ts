import { describe, expect, it } from 'vitest';
import { orderUpiLink, upiAmount, upiPayLink } from './upi-link';

describe('upiPayLink', () => {
  it('names the payee, the exact amount in rupees with two decimals, INR and a note', () => {
    expect(
      upiPayLink({
        payeeId: 'freshmart@sbi',
        payeeName: 'Fresh Mart Supermarket',
        amountPaise: 65_120,
        note: 'Fresh Mart order A101',
      }),
    ).toBe(
      'upi://pay?pa=freshmart@sbi&pn=Fresh%20Mart%20Supermarket&am=651.20&cu=INR&tn=Fresh%20Mart%20order%20A101',
    );
  });

  it('escapes characters that would break the link and keeps the note short', () => {
    const link = upiPayLink({ payeeId: 'a&b@upi', payeeName: 'A=B', amountPaise: 5, note: 'x'.repeat(80) });
    expect(link).toContain('pa=a%26b@upi');
    expect(link).toContain('pn=A%3DB');
    expect(link).toContain('am=0.05');
    expect(new URL(link).searchParams.get('tn')).toHaveLength(50);
  });
});

describe('orderUpiLink (NPCI linking spec, DESIGN 11.1)', () => {
  it('carries the order id as the transaction reference and the shop name and id as the note, with no merchant code', () => {
    const link = orderUpiLink({
      payeeId: 'freshmart@okhdfcbank',
      payeeName: 'Fresh Mart',
      shopName: 'Fresh Mart',
      orderId: 'ORD-1764131234567-K3F9QZ01',
      amountDuePaise: 12_345,
    });
    expect(link).toBe(
      'upi://pay?pa=freshmart@okhdfcbank&pn=Fresh%20Mart&am=123.45&cu=INR&tr=ORD-1764131234567-K3F9QZ01&tn=Fresh%20Mart%20ORD-1764131234567-K3F9QZ01',
    );
    const params = new URL(link).searchParams;
    expect([...params.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tr', 'tn']);
    expect(params.has('mc')).toBe(false);
  });
});

describe('upiAmount', () => {
  it('formats whole paise as rupees without grouping', () => {
    expect(upiAmount(0)).toBe('0.00');
    expect(upiAmount(1_50_000_00)).toBe('150000.00');
    expect(upiAmount(-5)).toBe('0.00');
  });
});
