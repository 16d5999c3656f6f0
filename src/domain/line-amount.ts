/**
 * What an order line comes to (docs/decisions/084). A piece product's quantity counts pieces; a
 * weighed product's counts thousandths of its unit (1.5 kg is 1500), so every quantity the shop
 * stores is a whole number. One rule prices both: the per-unit amount (a price, a company price,
 * point money) times the quantity, and for a weighed line divided by 1000, to the paisa, half up.
 */

/** Thousandths in one unit of a weighed product: its quantities are stored in thousandths. */
export const THOUSANDTHS_PER_UNIT = 1000;

/** Paise for `quantity` of a product at `perUnitPaise` per unit (per piece, or per kg, l, g, ml). */
export function lineAmountPaise(perUnitPaise: number, quantity: number, weighed = false): number {
  if (!weighed) return perUnitPaise * quantity;
  // Every amount priced here is at least 0: the floor of x + ½ rounds a half paisa up.
  return Math.floor((perUnitPaise * quantity + THOUSANDTHS_PER_UNIT / 2) / THOUSANDTHS_PER_UNIT);
}
