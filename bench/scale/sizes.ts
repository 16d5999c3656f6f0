/**
 * How big the shop is at a given SCALE. SCALE=10 is DESIGN section 8's shop: 1M customers,
 * 100k products, 2M orders. SCALE=1 is a tenth of that, for a quick look.
 */
export interface Sizes {
  scale: number;
  customers: number;
  products: number;
  orders: number;
}

export function sizesFor(scale: number): Sizes {
  if (!Number.isFinite(scale) || scale <= 0 || scale > 20) {
    throw new Error(`SCALE must be a number above 0 and at most 20 (got ${scale})`);
  }
  return {
    scale,
    customers: Math.round(100_000 * scale),
    products: Math.round(10_000 * scale),
    orders: Math.round(200_000 * scale),
  };
}
