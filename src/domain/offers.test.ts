import { describe, expect, it } from 'vitest';
import { isOfferLive, offerPhase, offersOnProduct, offerTiersFor, type ShownOffer } from './offers';

describe('offerTiersFor', () => {
  it('gives each tier the offers at or below it', () => {
    expect(offerTiersFor('Bronze')).toEqual(['Bronze']);
    expect(offerTiersFor('Silver')).toEqual(['Bronze', 'Silver']);
    expect(offerTiersFor('Gold')).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(offerTiersFor('Diamond')).toEqual(['Bronze', 'Silver', 'Gold', 'Diamond']);
  });
});

describe('isOfferLive', () => {
  it('is live through its last day and over the day after', () => {
    expect(isOfferLive('2026-11-22', '2026-11-21')).toBe(true);
    expect(isOfferLive('2026-11-22', '2026-11-22')).toBe(true);
    expect(isOfferLive('2026-11-22', '2026-11-23')).toBe(false);
  });

  it('is always live without an end date', () => {
    expect(isOfferLive(null, '2099-12-31')).toBe(true);
  });
});

describe('offerPhase', () => {
  it('is current from its first day through its last, upcoming before and ended after', () => {
    expect(offerPhase('2026-11-25', '2026-11-27', '2026-11-24')).toBe('upcoming');
    expect(offerPhase('2026-11-25', '2026-11-27', '2026-11-25')).toBe('current');
    expect(offerPhase('2026-11-25', '2026-11-27', '2026-11-27')).toBe('current');
    expect(offerPhase('2026-11-25', '2026-11-27', '2026-11-28')).toBe('ended');
    expect(offerPhase('2026-11-25', null, '2099-01-01')).toBe('current');
  });
});

describe('offersOnProduct', () => {
  const offer = (fields: Partial<ShownOffer>): ShownOffer => ({
    id: fields.effect ?? 'o',
    kind: 'percent_off',
    target: 'everything',
    categoryName: null,
    productIds: [],
    effect: 'an effect',
    ...fields,
  });
  it('names the offers that price this product: on everything, its category, or it', () => {
    const chips = { id: 'chips', category: 'Snacks & Bakery' };
    const offers = [
      offer({ effect: '10% off Snacks & Bakery', target: 'category', categoryName: 'Snacks & Bakery' }),
      offer({
        effect: 'Double points on Spices',
        kind: 'points_multiplier',
        target: 'category',
        categoryName: 'Spices',
      }),
      offer({
        effect: 'Triple points on selected products',
        kind: 'points_multiplier',
        target: 'products',
        productIds: ['chips'],
      }),
      offer({ effect: '5% off everything' }),
      offer({ effect: 'Free delivery', kind: 'free_delivery' }),
      offer({ effect: null, kind: 'notice' }),
    ];
    expect(offersOnProduct(offers, chips).map((o) => o.effect)).toEqual([
      '10% off Snacks & Bakery',
      'Triple points on selected products',
      '5% off everything',
    ]);
  });
});
