import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTotals } from './checkout';
import { OFFER_KINDS, OFFER_TARGETS, priceOffers, type PricingOffer } from './offer-pricing';

const CATEGORIES = ['spices', 'rice', 'oil'];
const PRODUCTS = ['p1', 'p2', 'p3', 'p4'];

const cartLine = fc.record({
  productId: fc.constantFrom(...PRODUCTS),
  categoryId: fc.constantFrom(...CATEGORIES),
  unitPricePaise: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  companyPricePerUnitPaise: fc.integer({ min: 0, max: 1_000_000 }),
  pointMoneyPerUnitPaise: fc.integer({ min: 0, max: 100_000 }),
}); // a tier discount can put a line below its company price: the offers then give it nothing

const shopOffer = fc.record({
  id: fc.constant(''),
  title: fc.constant('offer'),
  kind: fc.constantFrom(...OFFER_KINDS),
  target: fc.constantFrom(...OFFER_TARGETS),
  categoryId: fc.option(fc.constantFrom(...CATEGORIES)),
  productIds: fc.subarray(PRODUCTS),
  percent: fc.integer({ min: 1, max: 90 }),
  multiplier: fc.integer({ min: 2, max: 5 }),
  stacks: fc.boolean(),
}) as fc.Arbitrary<PricingOffer>;

describe('shop offers on an order (property, docs/decisions/076)', () => {
  it('never price a line below its company price, never make point money negative, and the totals add up', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 6 }),
        fc.array(shopOffer, { maxLength: 4 }),
        fc.option(fc.integer({ min: 1, max: 100 })),
        fc.integer({ min: 0, max: 1_000 }),
        (cart, generated, leaderboardPercent, pointsUsed) => {
          const offers = generated.map((offer, index) => ({ ...offer, id: `offer-${index}` }));
          const { lines, applied } = priceOffers(cart, offers);
          let floor = 0;
          for (const line of lines) {
            const sellsFor = line.unitPricePaise * line.quantity;
            const company = line.companyPricePerUnitPaise * line.quantity;
            expect(line.offerDiscountPaise).toBeGreaterThanOrEqual(0);
            // Never below the company price: a line already there gives nothing.
            expect(sellsFor - line.offerDiscountPaise).toBeGreaterThanOrEqual(Math.min(sellsFor, company));
            expect(line.offerPointMoneyPaise).toBeGreaterThanOrEqual(0);
            floor += Math.min(sellsFor, company);
          }
          // Several offers apply only when each of them combines with others; each gives something.
          const stacks = new Map(offers.map((offer) => [offer.id, offer.stacks]));
          if (applied.length > 1) for (const a of applied) expect(stacks.get(a.offerId)).toBe(true);
          for (const a of applied) expect(a.discountPaise + a.extraPointMoneyPaise).toBeGreaterThan(0);
          const offerPaise = applied.reduce((sum, a) => sum + a.discountPaise, 0);
          expect(lines.reduce((sum, l) => sum + l.offerDiscountPaise, 0)).toBe(offerPaise);
          const ownAfterDiscount = lines.reduce(
            (sum, l) => sum + Math.max(0, l.pointMoneyPerUnitPaise * l.quantity - l.offerDiscountPaise),
            0,
          );
          const extra = applied.reduce((sum, a) => sum + a.extraPointMoneyPaise, 0);
          expect(lines.reduce((sum, l) => sum + l.offerPointMoneyPaise, 0)).toBe(ownAfterDiscount + extra);

          const totals = orderTotals(lines, pointsUsed, 500, leaderboardPercent);
          expect(totals.offerDiscountPaise).toBe(offerPaise);
          expect(totals.amountPaidPaise).toBe(
            totals.subtotalPaise - offerPaise - totals.leaderboardDiscountPaise - totals.pointsDiscountPaise,
          );
          // Both offers together stop at the company prices; points are the customer's own money.
          expect(totals.subtotalPaise - offerPaise - totals.leaderboardDiscountPaise).toBeGreaterThanOrEqual(
            floor,
          );
          expect(totals.pointMoneyPaise).toBeGreaterThanOrEqual(0);
          expect(totals.pointMoneyPaise).toBe(
            Math.max(0, ownAfterDiscount + extra - totals.leaderboardDiscountPaise),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
