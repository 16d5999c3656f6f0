import { describe, expect, it } from 'vitest';
import rosetta from 'rosetta';
import en from '../../i18n/account/en.json';
import ml from '../../i18n/account/ml.json';
import { referralLink, whatsAppShareLink } from './referral';

describe('referral links', () => {
  it('points at registration with the code as ref', () => {
    expect(referralLink('https://shop.example', 'A101')).toBe('https://shop.example/register?ref=A101');
  });

  it.each([
    ['English', en],
    ['Malayalam', ml],
  ])('shares the link through WhatsApp with the whole %s invitation encoded', (_language, words) => {
    const link = referralLink('https://shop.example', 'A101');
    const invitation = rosetta({ any: words }).t(
      'referral.invitation',
      { shop: 'Fresh Mart', code: 'A101', link },
      'any',
    );
    const share = whatsAppShareLink(invitation);
    expect(share.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(share.slice('https://wa.me/?text='.length));
    expect(text).toBe(invitation);
    expect(text).toContain('A101');
    expect(text).toContain(link);
    expect(share).not.toContain(' ');
  });
});
