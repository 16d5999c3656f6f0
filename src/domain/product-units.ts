/**
 * How a product is counted (DESIGN 11.2, docs/decisions/084): by the piece, or by a measure (kg,
 * g, l, ml). A weighed product is sold by a measure in any amount (loose rice, oil by the litre):
 * the database counts thousandths of its unit (12.5 kg of stock is 12500) and the API speaks its
 * unit (12.5). A piece product is counted whole, in both.
 */
export const PRODUCT_UNITS = ['piece', 'kg', 'g', 'l', 'ml'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** How the unit reads after a quantity ('12.5 kg'); a piece has no word after it. */
export const UNIT_LABELS: Record<ProductUnit, string> = {
  piece: 'piece',
  kg: 'kg',
  g: 'g',
  l: 'litre',
  ml: 'ml',
};

/** Only a measure can be weighed: a piece is counted whole. */
export const canBeWeighed = (unit: ProductUnit) => unit !== 'piece';

/** Stored quantities of a weighed product per unit of it. */
export const THOUSANDTHS = 1000;

/** A quantity the API speaks (0.75 kg) as the database stores it (750); whole quantities stay as they are. */
export function storedQuantity(quantity: number, weighed: boolean): number {
  return weighed ? Math.round(quantity * THOUSANDTHS) : quantity;
}

/** A stored quantity (750) as the API speaks it (0.75 kg); whole quantities stay as they are. */
export function spokenQuantity(stored: number, weighed: boolean): number {
  return weighed ? stored / THOUSANDTHS : stored;
}

/** Whether a quantity has at most three decimals (a gram of a kilogram), as a weighed quantity may. */
export function hasAtMostThreeDecimals(quantity: number): boolean {
  return (
    Number.isFinite(quantity) && Math.abs(quantity * THOUSANDTHS - Math.round(quantity * THOUSANDTHS)) < 1e-6
  );
}
