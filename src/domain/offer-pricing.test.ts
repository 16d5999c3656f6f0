import { describe, expect, it } from 'vitest';
import { orderTotals } from './checkout';
import {
  appliedOfferLine,
  offerEffect,
  priceOffers,
  type OfferCartLine,
  type PricingOffer,
} from './offer-pricing';

const SPICES = 'cat-spices';
const RICE = 'cat-rice';
/** ₹100 at the tier price, company price ₹80, ₹30 of point money a unit. */
const line = (
  productId: string,
  categoryId: string,
  quantity = 1,
  companyPricePerUnitPaise = 8_000,
): OfferCartLine => ({
  productId,
  categoryId,
  quantity,
  unitPricePaise: 10_000,
  pointMoneyPerUnitPaise: 3_000,
  companyPricePerUnitPaise,
});
const offer = (fields: Partial<PricingOffer>): PricingOffer => ({
  id: fields.title ?? 'offer',
  title: 'An offer',
  kind: 'percent_off',
  target: 'everything',
  categoryId: null,
  productIds: [],
  percent: 10,
  multiplier: null,
  stacks: false,
  ...fields,
});
const tenOffSpices = offer({ title: '10% off spices', target: 'category', categoryId: SPICES });
const doubleSpices = offer({
  title: 'Double points on spices',
  kind: 'points_multiplier',
  percent: null,
  multiplier: 2,
  target: 'category',
  categoryId: SPICES,
});

describe('priceOffers', () => {
  it('takes a percent off the lines of its category only, and their point money with it', () => {
    const { lines, applied } = priceOffers([line('pepper', SPICES, 2), line('rice', RICE)], [tenOffSpices]);
    expect(lines.map((l) => [l.offerDiscountPaise, l.offerPointMoneyPaise])).toEqual([
      [2_000, 4_000],
      [0, 3_000],
    ]);
    expect(applied).toEqual([
      expect.objectContaining({ title: '10% off spices', discountPaise: 2_000, extraPointMoneyPaise: 0 }),
    ]);
  });

  it('never takes a line below its company price', () => {
    const big = offer({ percent: 50 });
    const { lines } = priceOffers([line('pepper', SPICES, 3, 9_500)], [big]);
    expect(lines[0]!.offerDiscountPaise).toBe(1_500); // ₹5 a unit above the company price
    expect(lines[0]!.offerPointMoneyPaise).toBe(7_500);
  });

  it('says so when the company price made a percent give less than it says', () => {
    const tenOff = offer({ ...tenOffSpices, target: 'everything' });
    const full = priceOffers([line('pepper', SPICES)], [tenOff]).applied[0]!;
    expect(full.limitedByPrice).toBe(false);
    expect(appliedOfferLine(full).label).toBe('Offer: 10% off spices');
    // ₹10 asked on the rice, ₹2 above its company price: ₹2 given, and the line says why.
    const limited = priceOffers([line('pepper', SPICES), line('rice', RICE, 1, 9_800)], [tenOff]).applied[0]!;
    expect(limited).toMatchObject({ discountPaise: 1_200, limitedByPrice: true });
    expect(appliedOfferLine(limited).label).toBe(
      'Offer: 10% off spices (less on items already at their lowest price)',
    );
  });

  it('multiplies the point money of the lines it covers, chosen products or everything', () => {
    const chosen = offer({ ...doubleSpices, target: 'products', productIds: ['rice'], multiplier: 3 });
    const { lines, applied } = priceOffers([line('pepper', SPICES), line('rice', RICE)], [chosen]);
    expect(lines.map((l) => l.offerPointMoneyPaise)).toEqual([3_000, 9_000]);
    expect(applied[0]).toMatchObject({
      kind: 'points_multiplier',
      extraPointMoneyPaise: 6_000,
      discountPaise: 0,
    });
  });

  it('gives the one offer worth most when they do not all combine; a rupee off beats a rupee of points on a tie', () => {
    const cart = [line('pepper', SPICES)];
    // 10% off = ₹10; double points = ₹30 more point money: the points are worth more.
    expect(priceOffers(cart, [tenOffSpices, doubleSpices]).applied.map((a) => a.title)).toEqual([
      'Double points on spices',
    ]);
    const thirtyOff = offer({ ...tenOffSpices, title: '30% off', percent: 30 }); // ₹30 asked, ₹20 to the company price
    expect(priceOffers(cart, [thirtyOff, doubleSpices]).applied.map((a) => a.title)).toEqual([
      'Double points on spices',
    ]);
    const tie = offer({ ...tenOffSpices, title: '20% off', percent: 20 });
    const pointsWorth20 = offer({ ...doubleSpices, title: 'Points worth ₹20' });
    const tieCart = [{ ...line('pepper', SPICES), pointMoneyPerUnitPaise: 2_000 }];
    // 20% off = ₹20; double points on ₹20 of point money less nothing = ₹20: money off wins.
    expect(priceOffers(tieCart, [pointsWorth20, tie]).applied.map((a) => a.title)).toEqual(['20% off']);
  });

  it('applies them all when every applicable offer combines: percents first, then the multiplier on what is left', () => {
    const both = [offer({ ...tenOffSpices, stacks: true }), offer({ ...doubleSpices, stacks: true })];
    const { lines, applied } = priceOffers([line('pepper', SPICES)], both);
    expect(lines[0]).toMatchObject({ offerDiscountPaise: 1_000, offerPointMoneyPaise: 4_000 });
    expect(applied.map((a) => [a.discountPaise, a.extraPointMoneyPaise])).toEqual([
      [1_000, 0],
      [0, 2_000],
    ]);
  });

  it('an offer that gives this cart nothing neither applies nor stops others combining', () => {
    const onRice = offer({ title: 'Rice only', target: 'category', categoryId: RICE, stacks: false });
    const both = [offer({ ...tenOffSpices, stacks: true }), offer({ ...doubleSpices, stacks: true }), onRice];
    expect(priceOffers([line('pepper', SPICES)], both).applied).toHaveLength(2);
    const notices = [offer({ kind: 'notice' }), offer({ kind: 'free_delivery' })];
    expect(priceOffers([line('pepper', SPICES)], notices).applied).toEqual([]);
  });
});

describe('orderTotals with offers (docs/decisions/076)', () => {
  it('takes the offer off the amount, and the leaderboard offer off what is left, never below the company price', () => {
    const { lines } = priceOffers([line('pepper', SPICES, 2)], [offer({ percent: 15 })]);
    const totals = orderTotals(lines, 0, 500, 10);
    expect(totals).toMatchObject({
      subtotalPaise: 20_000,
      offerDiscountPaise: 3_000,
      leaderboardDiscountPaise: 1_000, // 10% of ₹170 is ₹17, but only ₹10 is left above ₹160
      amountPaidPaise: 16_000,
      pointMoneyPaise: 2_000, // ₹60 − ₹30 − ₹10
    });
  });
});

describe('offerEffect', () => {
  it('says what an offer does', () => {
    expect(offerEffect({ kind: 'percent_off', percent: 10, multiplier: null }, 'Spices')).toBe(
      '10% off Spices',
    );
    expect(offerEffect({ kind: 'points_multiplier', percent: null, multiplier: 2 }, 'Spices')).toBe(
      'Double points on Spices',
    );
    expect(offerEffect({ kind: 'points_multiplier', percent: null, multiplier: 4 }, 'everything')).toBe(
      '4× points on everything',
    );
    expect(offerEffect({ kind: 'notice', percent: null, multiplier: null }, 'everything')).toBeNull();
  });
});

describe('appliedOfferLine', () => {
  it('names the offer and what it did: money off, or point money added', () => {
    const base = {
      offerId: 'o',
      percent: null,
      multiplier: null,
      discountPaise: 0,
      extraPointMoneyPaise: 0,
      limitedByPrice: false,
    };
    expect(
      appliedOfferLine({
        ...base,
        title: 'Spice week',
        kind: 'percent_off',
        percent: 10,
        discountPaise: 1_960,
      }),
    ).toEqual({ label: 'Offer: Spice week', amount: '−₹19.60' });
    expect(
      appliedOfferLine({
        ...base,
        title: 'Double points',
        kind: 'points_multiplier',
        multiplier: 2,
        extraPointMoneyPaise: 4_000,
      }),
    ).toEqual({ label: 'Offer: Double points', amount: '+₹40.00 point money' });
  });
});
