import { describe, expect, it } from 'vitest';
import { normaliseUtr, payLinkMessage, payPagePath, upiPaymentStep } from './pay-page';
import { whatsAppChatUrl } from './whatsapp';

describe('the pay link the shop sends on WhatsApp', () => {
  it('names the shop, the amount due, the order and the https page, typed into a chat with the customer', () => {
    const url = `https://freshmart.in${payPagePath('0123456789abcdef0123456789abcdef')}`;
    const message = payLinkMessage('ORD-1764131234567-K3F9QZ01', 1_23_456_70, url);
    expect(message).toBe(
      'Fresh Mart: please pay ₹1,23,456.70 for your order ORD-1764131234567-K3F9QZ01 by UPI here: ' +
        'https://freshmart.in/pay/0123456789abcdef0123456789abcdef',
    );
    const chat = new URL(whatsAppChatUrl('9847012345', message));
    expect(chat.origin + chat.pathname).toBe('https://wa.me/919847012345');
    expect(chat.searchParams.get('text')).toBe(message);
  });

  it('is written in Malayalam to a customer who reads the shop in Malayalam, the amount in en-IN digits', () => {
    const url = `https://freshmart.in${payPagePath('0123456789abcdef0123456789abcdef')}`;
    expect(payLinkMessage('ORD-1764131234567-K3F9QZ01', 1_23_456_70, url, 'ml')).toBe(
      'Fresh Mart: നിങ്ങളുടെ ഓർഡർ ORD-1764131234567-K3F9QZ01-ന് ₹1,23,456.70 അടയ്ക്കാനുണ്ട്. UPI വഴി ഇവിടെ അടയ്ക്കുക: ' +
        'https://freshmart.in/pay/0123456789abcdef0123456789abcdef',
    );
  });
});

describe('a UTR as a customer types it', () => {
  it('is 12 digits, spaces taken out; anything else is none', () => {
    expect(normaliseUtr(' 4321 9876 5012 ')).toBe('432198765012');
    for (const text of ['', '12345', '43219876501a', '4321987650123']) expect(normaliseUtr(text)).toBeNull();
  });
});

describe('what an order asks of its customer about paying by UPI', () => {
  const order = { payUrl: '/pay/0123456789abcdef0123456789abcdef', paymentMethod: 'upi', upiReference: null };
  it('is to pay while something is due and no UTR was given, then to wait while the shop confirms', () => {
    expect(upiPaymentStep(order)).toBe('pay');
    expect(upiPaymentStep({ ...order, upiReference: '432198765012' })).toBe('confirming');
  });
  it('is nothing once nothing is due, or for cash on delivery', () => {
    expect(upiPaymentStep({ ...order, payUrl: null })).toBe('none');
    expect(upiPaymentStep({ ...order, paymentMethod: 'cod' })).toBe('none');
  });
});
