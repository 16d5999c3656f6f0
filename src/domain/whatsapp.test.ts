import { describe, expect, it } from 'vitest';
import { receiptMessage, whatsAppChatUrl } from './whatsapp';

describe('the counter receipt the shop sends on WhatsApp', () => {
  const url = 'https://freshmart.in/receipt/0123456789abcdef0123456789abcdef';

  it('gives the amount and the receipt’s link, in English or in the customer’s Malayalam', () => {
    expect(receiptMessage(375_50, url)).toBe(`Your receipt for ₹375.50: ${url}`);
    expect(receiptMessage(375_50, url, 'ml')).toBe(`₹375.50-ന്റെ നിങ്ങളുടെ രസീത്: ${url}`);
  });

  it('reaches WhatsApp whole, Malayalam letters and joiners included', () => {
    const text = receiptMessage(1_00, url, 'ml');
    expect(new URL(whatsAppChatUrl('9847012345', text)).searchParams.get('text')).toBe(text);
  });
});
