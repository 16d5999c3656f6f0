import { describe, expect, it } from 'vitest';
import { isOfferLive, offerTiersFor } from './offers';

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
