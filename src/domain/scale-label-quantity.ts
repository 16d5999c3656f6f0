import type { ScaleLabel } from './barcodes';
import { MAX_QUANTITY } from './cart-limits';
import { formatPaise } from './money';
import { THOUSANDTHS_PER_UNIT } from './line-amount';
import type { ProductUnit } from './quantities';

export type LabelQuantity = { ok: true; stored: number } | { ok: false; problem: string };

/** Thousandths of each measure in one gram (or millilitre) the scale reads: a weight label's step. */
const THOUSANDTHS_PER_GRAM: Record<Exclude<ProductUnit, 'piece'>, number> = {
  kg: 1,
  g: THOUSANDTHS_PER_UNIT,
  // A scale weighing oil is set to count its millilitres for it (docs/decisions/087).
  l: 1,
  ml: THOUSANDTHS_PER_UNIT,
};

/** a / b rounded half up, for non-negative integers: exact, no floats. */
const divideHalfUp = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/**
 * How much of a weighed product a scale's label sold, stored as thousandths of its unit
 * (docs/decisions/084): a weight label's grams as they are; a price label's price divided by the
 * product's MRP per unit (what the scale is set to charge, docs/decisions/087), rounded half up to
 * the gram. More than nothing and at most MAX_QUANTITY of its unit, as an order line may hold.
 */
export function scaleLabelQuantity(
  label: ScaleLabel,
  product: { unit: Exclude<ProductUnit, 'piece'>; mrpPaise: number },
): LabelQuantity {
  const step = THOUSANDTHS_PER_GRAM[product.unit];
  const grams =
    label.carries === 'weight'
      ? label.grams
      : divideHalfUp(label.pricePaise * THOUSANDTHS_PER_UNIT, product.mrpPaise * step);
  const stored = grams * step;
  const read = label.carries === 'weight' ? `${label.grams} g` : formatPaise(label.pricePaise);
  if (stored <= 0) return { ok: false, problem: `This label says ${read}: weigh the item again` };
  if (stored > MAX_QUANTITY * THOUSANDTHS_PER_UNIT)
    return {
      ok: false,
      problem: `This label says ${read}: more than ${MAX_QUANTITY} ${product.unit} on one line, so weigh it again`,
    };
  return { ok: true, stored };
}
