import { describe, expect, it } from 'vitest';
import { referralLink, whatsAppShareLink } from './referral';

describe('referral links', () => {
  it('points at registration with the code as ref', () => {
    expect(referralLink('https://shop.example', 'A101')).toBe('https://shop.example/register?ref=A101');
  });

  it('shares the link through WhatsApp with the whole message encoded', () => {
    const link = referralLink('https://shop.example', 'A101');
    const share = whatsAppShareLink(link, 'A101');
    expect(share.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(share.slice('https://wa.me/?text='.length));
    expect(text).toContain('A101');
    expect(text).toContain(link);
    expect(share).not.toContain(' ');
  });
});
