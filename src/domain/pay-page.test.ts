import { describe, expect, it } from 'vitest';
import { payLinkMessage, payPagePath } from './pay-page';
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
});
