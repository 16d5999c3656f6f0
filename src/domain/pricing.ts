import type { Tier } from './tiers';

export type TierDiscounts = Record<Tier, number>;

/** SPEC section 3: the tier discounts a new product gets. */
export const DEFAULT_TIER_DISCOUNTS: TierDiscounts = { Bronze: 2, Silver: 3, Gold: 4, Diamond: 5 };

/**
 * What a customer of this tier pays per unit: MRP less their tier's discount, to the paisa
 * (rounded half up). Discounts have two decimals (numeric(5,2)), so the price is worked out in
 * whole hundredths of a percent: in floating point, ₹1,862.50 at 70.68% off came to 54,608.4999…
 * paise and rounded down.
 */
export function sellingPricePaise(mrpPaise: number, discountPercent: number): number {
  const keptHundredths = 10_000 - Math.round(discountPercent * 100);
  return Math.floor((mrpPaise * keptHundredths + 5_000) / 10_000);
}

/** DESIGN 4: a customer earns MRP - company price per unit, as point money. */
export function pointMoneyPerUnitPaise(mrpPaise: number, companyPricePaise: number): number {
  return Math.max(0, mrpPaise - companyPricePaise);
}

/**
 * The struck-through "was" price a shopper sees beside what they pay: the product's dummy price,
 * or else the MRP when their tier pays less than it; null when there is nothing higher to show.
 */
export function wasPricePaise(p: {
  sellingPricePaise: number;
  mrpPaise: number;
  dummyPricePaise: number | null;
}): number | null {
  const was = p.dummyPricePaise ?? p.mrpPaise;
  return was > p.sellingPricePaise ? was : null;
}
