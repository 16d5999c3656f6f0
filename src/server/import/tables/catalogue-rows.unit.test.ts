import { describe, expect, it } from 'vitest';
import { convertCategory, convertClubTier, convertService } from './catalogue-rows';
import { convertLeaderboardConfig } from './leaderboard-config-rows';

describe('catalogue rows', () => {
  it('reads a category, its name at most 60 characters', () => {
    const { value, notes } = convertCategory({ id: 'k-1', name: 'x'.repeat(70), description: null });
    expect(value).toMatchObject({ legacyId: 'k-1', name: 'x'.repeat(60), description: '' });
    expect(notes.map((n) => n.kind)).toEqual(['name longer than 60 characters: cut']);
  });

  it('keeps a service price as the free text it is', () => {
    const { value } = convertService({
      id: 's-1',
      title: 'Home delivery',
      description: 'Within 5 km',
      price: 'Contact for quote',
      category: 'Delivery',
      isActive: 'false',
    });
    expect(value).toMatchObject({ priceText: 'Contact for quote', isActive: false, image: { kind: 'none' } });
  });

  it('reads a club tier whatever its case, Platinum as Diamond, and refuses a tier we lack', () => {
    const row = {
      id: 't-1',
      title: 'Gold club',
      price: '₹499',
      display_order: '2',
      image_url: 'data:image/png;base64,AAAA',
    };
    expect(convertClubTier({ ...row, tier_name: 'gold' }).value).toMatchObject({
      tierName: 'Gold',
      displayOrder: 2,
      image: { kind: 'inline' },
    });
    expect(convertClubTier({ ...row, tier_name: 'Platinum' }).value.tierName).toBe('Diamond');
    expect(() => convertClubTier({ ...row, tier_name: 'Copper' })).toThrow(/not Bronze/);
  });

  it('imports the leaderboard config fields within SPEC 9 ranges only', () => {
    const { value, notes } = convertLeaderboardConfig({
      id: 'l-1',
      top_count: '80',
      offer_title: 'Top 5 get 15% off',
      offer_description: null,
      offer_discount_percentage: 15,
      is_active: true,
    });
    expect(value.settings).toEqual({
      offerTitle: 'Top 5 get 15% off',
      offerDiscountPercentage: 15,
      isActive: true,
    });
    expect(notes.map((n) => n.kind)).toEqual(['top_count not 1 to 50: not imported']);
  });
});
