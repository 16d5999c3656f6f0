import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, readScaleLabel, type ScaleLabel } from './barcodes';
import { scaleLabelQuantity } from './scale-label-quantity';

const tomatoes = { unit: 'kg', mrpPaise: 4000 } as const; // ₹40 a kg
const weight = (grams: number): ScaleLabel => ({ itemCode: '01234', carries: 'weight', grams });
const price = (pricePaise: number): ScaleLabel => ({ itemCode: '01234', carries: 'price', pricePaise });

describe('how much a scale label sold', () => {
  it('reads 750 g of a kg product as 750 thousandths (0.75 kg)', () => {
    expect(scaleLabelQuantity(weight(750), tomatoes)).toEqual({ ok: true, stored: 750 });
  });

  it('reads a price label by the MRP per unit, rounded half up to the gram', () => {
    // ₹30 of ₹40/kg tomatoes is 750 g; ₹10.01 is 250.25 g → 250 g; ₹10.02 is 250.5 g → 251 g
    expect(scaleLabelQuantity(price(3000), tomatoes)).toEqual({ ok: true, stored: 750 });
    expect(scaleLabelQuantity(price(1001), tomatoes)).toEqual({ ok: true, stored: 250 });
    expect(scaleLabelQuantity(price(1002), tomatoes)).toEqual({ ok: true, stored: 251 });
  });

  it('counts grams of a product sold by the gram in thousandths of a gram, whole grams only', () => {
    // saffron at ₹300 a gram: a ₹450 label is 1.5 g, rounded to 2 g
    expect(scaleLabelQuantity(weight(3), { unit: 'g', mrpPaise: 30000 })).toEqual({ ok: true, stored: 3000 });
    expect(scaleLabelQuantity(price(45000), { unit: 'g', mrpPaise: 30000 })).toEqual({
      ok: true,
      stored: 2000,
    });
  });

  it('refuses a label of nothing, and one of more than an order line may hold', () => {
    expect(scaleLabelQuantity(weight(0), tomatoes)).toEqual({
      ok: false,
      problem: 'This label says 0 g: weigh the item again',
    });
    expect(scaleLabelQuantity(price(1), tomatoes)).toMatchObject({ ok: false }); // 0.25 g rounds to nothing
    expect(scaleLabelQuantity(weight(99_999), tomatoes)).toEqual({
      ok: false,
      problem: 'This label says 99999 g: more than 99 kg on one line, so weigh it again',
    });
    expect(scaleLabelQuantity(weight(99_000), tomatoes)).toEqual({ ok: true, stored: 99_000 });
  });

  it('never strays more than half a gram from the price divided by the MRP', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (paise, mrp) => {
          const result = scaleLabelQuantity(price(paise), { unit: 'kg', mrpPaise: mrp });
          const exact = (paise * 1000) / mrp;
          if (result.ok) expect(Math.abs(result.stored - exact)).toBeLessThanOrEqual(0.5);
          else expect(exact < 0.5 || exact > 99_000).toBe(true);
        },
      ),
    );
  });

  it('reads a whole label end to end: 2 + item 01234 + 00750 g + check digit', () => {
    const digits = `2101234${'00750'}`;
    const label = readScaleLabel(`${digits}${gtinCheckDigit(digits)}`, { itemDigits: 5, carries: 'weight' });
    expect(label && scaleLabelQuantity(label, tomatoes)).toEqual({ ok: true, stored: 750 });
  });
});
