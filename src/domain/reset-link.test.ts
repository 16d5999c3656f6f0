import { describe, expect, it } from 'vitest';
import { resetLinkMessage, resetPasswordUrl } from './reset-link';
import { whatsAppChatUrl } from './whatsapp';

describe('reset links', () => {
  it("open /reset-password on the shop's origin with the token", () => {
    expect(resetPasswordUrl('https://shop.example', 'abc-_9')).toBe(
      'https://shop.example/reset-password?token=abc-_9',
    );
  });

  it('are sent over WhatsApp to the Indian number, the message with the link encoded whole', () => {
    const url = 'https://shop.example/reset-password?token=abc&x=1';
    const share = whatsAppChatUrl('9847012345', resetLinkMessage('Asha & Co', url));
    expect(share.startsWith('https://wa.me/919847012345?text=')).toBe(true);
    const text = decodeURIComponent(share.slice('https://wa.me/919847012345?text='.length));
    expect(text).toContain('Hello Asha & Co');
    expect(text).toContain('Fresh Mart');
    expect(text).toContain(url);
    expect(text).toContain('30 minutes');
  });
});
