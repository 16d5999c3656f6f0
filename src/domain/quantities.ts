import { lineAmountPaise, THOUSANDTHS_PER_UNIT } from './line-amount';
import { MAX_QUANTITY } from './cart-limits';
import { quantityMessages } from './messages-core';

/**
 * Quantities as the API speaks them and as the database keeps them (docs/decisions/084). A piece
 * product's quantity is a whole number of pieces in both. A weighed product's is a decimal of its
 * unit with at most 3 places in the API (0.75 kg) and whole thousandths in the database (750).
 * Requests are converted here, once, at the edge; answers are converted back here.
 */

/** What a product is sold by (migration 052): a piece, or a measure. Only a measure can be weighed. */
export const PRODUCT_UNITS = ['piece', 'kg', 'g', 'l', 'ml'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** How a product (or an order line, which keeps its product's as it was sold) counts its quantity. */
export interface Measure {
  unit: ProductUnit;
  weighed: boolean;
}

export const PIECE: Measure = { unit: 'piece', weighed: false };

/** How a unit reads in a list or a select ('Sold by: litre'); a piece is a 'piece'. */
export const UNIT_LABELS: Record<ProductUnit, string> = {
  piece: 'piece',
  kg: 'kg',
  g: 'g',
  l: 'litre',
  ml: 'ml',
};

/** The word after a stock figure: '12.5 kg' for a weighed product; a piece's stock is a count. */
export const stockUnitWord = (measure: Measure) => (measure.weighed ? UNIT_LABELS[measure.unit] : undefined);

/** Only a measure can be weighed: a piece is counted whole. */
export const canBeWeighed = (unit: ProductUnit) => unit !== 'piece';

/** A quantity from a request (its unit) as stored (thousandths when weighed). Check it first. */
export function toStoredQuantity(quantity: number, weighed: boolean): number {
  return weighed ? Math.round(quantity * THOUSANDTHS_PER_UNIT) : quantity;
}

/** A stored quantity as an answer gives it: 750 thousandths of a kg is 0.75. */
export function toApiQuantity(stored: number, weighed: boolean): number {
  return weighed ? stored / THOUSANDTHS_PER_UNIT : stored;
}

/** The quantity has at most 3 decimals (a float's last bits aside): a weighed quantity's precision. */
export function hasAtMostThreeDecimals(quantity: number): boolean {
  const thousandths = quantity * THOUSANDTHS_PER_UNIT;
  return Math.abs(thousandths - Math.round(thousandths)) < 1e-6;
}

export type QuantityProblem = 'not-whole' | 'too-precise' | 'out-of-range';

/**
 * Why a requested quantity of this product cannot be sold, or null: a piece product takes whole
 * pieces, a weighed one at most 3 decimals; either more than 0 and at most MAX_QUANTITY of its unit.
 */
export function quantityProblem(quantity: number, measure: Pick<Measure, 'weighed'>): QuantityProblem | null {
  if (!Number.isFinite(quantity)) return 'out-of-range';
  if (!measure.weighed && !Number.isInteger(quantity)) return 'not-whole';
  if (measure.weighed && !hasAtMostThreeDecimals(quantity)) return 'too-precise';
  return quantity <= 0 || quantity > MAX_QUANTITY ? 'out-of-range' : null;
}

/**
 * What the shop says when a quantity of this product cannot be sold (null: it can). For a
 * refund's lines too: the most is then what the line has left (the refund says so itself).
 */
export function quantityRefusal(quantity: number, product: Measure & { name: string }): string | null {
  const problem = quantityProblem(quantity, product);
  if (problem === 'not-whole') return quantityMessages.wholePiecesOnly(product.name);
  if (problem === 'too-precise') return quantityMessages.atMostThreeDecimals(product.name);
  if (problem === 'out-of-range')
    return quantityMessages.quantityOutOfRange(
      product.name,
      product.weighed ? `${MAX_QUANTITY} ${unitWord(product.unit)}` : String(MAX_QUANTITY),
    );
  return null;
}

/** The unit after a number: "kg"; nothing for pieces. */
const unitWord = (unit: ProductUnit) => (unit === 'piece' ? '' : unit);

/**
 * A stored quantity as people read it: "3" pieces; a weight in kg as a scale prints it, to the gram
 * ("0.750 kg", "1.500 kg"); any other measure without trailing zeros ("1.5 l", "250 g"). A measure
 * that is not weighed (a 1 l bottle) counts whole packs: "3". Integer arithmetic, no float.
 */
export function formatQuantity(stored: number, measure: Measure): string {
  if (!measure.weighed) return String(stored);
  const sign = stored < 0 ? '-' : '';
  const abs = Math.abs(stored);
  const whole = Math.floor(abs / THOUSANDTHS_PER_UNIT);
  const fraction = String(abs % THOUSANDTHS_PER_UNIT).padStart(3, '0');
  const shown = measure.unit === 'kg' ? fraction : fraction.replace(/0+$/, '');
  return `${sign}${whole}${shown ? `.${shown}` : ''} ${unitWord(measure.unit)}`;
}

/** "per kg" after a weighed product's price; nothing for a piece or a pack. */
export function perUnitWords(measure: Measure): string {
  return measure.weighed ? `per ${unitWord(measure.unit)}` : '';
}

/**
 * docs/decisions/084: online, a weighed product is bought in steps of half its unit (0.5 kg, 0.5 l):
 * the shop weighs it out when packing. The counter's scale sells any weight. In thousandths.
 */
export const ONLINE_STEP_THOUSANDTHS = 500;

/** How much one press of the cart's + or − adds or takes, in the API's unit: 1 piece, or 0.5 kg. */
export function onlineStep(measure: Pick<Measure, 'weighed'>): number {
  return measure.weighed ? ONLINE_STEP_THOUSANDTHS / THOUSANDTHS_PER_UNIT : 1;
}

/** Items in an order: a line of 3 packets counts 3, a weighed line (1.5 kg of rice) counts 1. */
export function itemCount(items: readonly { quantity: number; weighed?: boolean }[]): number {
  return items.reduce((sum, item) => sum + (item.weighed ? 1 : item.quantity), 0);
}

/** A quantity as the API gives it (3 pieces, 1.5 kg), as people read it: "3", "1.500 kg". */
export function formatApiQuantity(quantity: number, measure: Measure): string {
  return formatQuantity(toStoredQuantity(quantity, measure.weighed), measure);
}

/** What a line as the API gives it comes to (1.5 kg at ₹45.50 a kg is ₹68.25), by the one rule. */
export function apiLineAmountPaise(line: {
  unitPricePaise: number;
  quantity: number;
  weighed: boolean;
}): number {
  return lineAmountPaise(line.unitPricePaise, toStoredQuantity(line.quantity, line.weighed), line.weighed);
}

/** A cart line's or product's measure; one that says nothing (stored before weighed goods) is a piece. */
export function measureOf(item: { weighed?: boolean | undefined; unit?: ProductUnit | undefined }): Measure {
  return item.weighed ? { unit: item.unit ?? 'kg', weighed: true } : PIECE;
}
