import { describe, expect, it } from 'vitest';
import {
  barcodeProblem,
  canonicalBarcode,
  gtinCheckDigit,
  isValidGtin,
  normaliseBarcode,
  productBarcodeProblem,
  readScaleLabel,
  scaleItemCodeProblem,
  scaleLabelExample,
} from './barcodes';

describe('pack barcodes (EAN-13, EAN-8, UPC-A)', () => {
  it('accepts real codes of each kind, as printed on packs', () => {
    expect(isValidGtin('4006381333931')).toBe(true); // EAN-13
    expect(isValidGtin('73513537')).toBe(true); // EAN-8
    expect(isValidGtin('036000291452')).toBe(true); // UPC-A
    expect(gtinCheckDigit('400638133393')).toBe(1);
  });

  it('refuses a code whose check digit is wrong, or of another length, or not digits', () => {
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('73513536')).toBe(false);
    expect(isValidGtin('40063813339')).toBe(false);
    expect(isValidGtin('ABCDEFGH')).toBe(false);
  });

  it('says what is wrong in plain words, and nothing for a good code typed with spaces', () => {
    expect(barcodeProblem('4006 3813 3393 1')).toBeNull();
    expect(normaliseBarcode(' 4006-3813-33931 ')).toBe('4006381333931');
    expect(barcodeProblem('4006381333932')).toBe(
      'The last digit of 4006381333932 does not match the others: check the number',
    );
    expect(barcodeProblem('12345')).toBe('A barcode has 8, 12 or 13 digits (EAN-8, UPC-A or EAN-13)');
    expect(barcodeProblem('40063813X3931')).toBe('A barcode has digits only');
  });
});

describe('weighing-scale labels (EAN-13 beginning 20–29)', () => {
  it('reads the item code and the price in paise', () => {
    expect(readScaleLabel('2012345012349', { itemDigits: 5, carries: 'price' })).toEqual({
      itemCode: '12345',
      carries: 'price',
      pricePaise: 1234,
    });
  });

  it('reads the item code and the weight in grams, by the shop’s layout', () => {
    expect(readScaleLabel('2101234002506', { itemDigits: 5, carries: 'weight' })).toEqual({
      itemCode: '01234',
      carries: 'weight',
      grams: 250,
    });
    expect(readScaleLabel('2204560125007', { itemDigits: 4, carries: 'weight' })).toEqual({
      itemCode: '0456',
      carries: 'weight',
      grams: 12500,
    });
  });

  it('is not a scale label with a wrong check digit, or outside 20–29', () => {
    expect(readScaleLabel('2012345012348', { itemDigits: 5, carries: 'price' })).toBeNull();
    expect(readScaleLabel('4006381333931', { itemDigits: 5, carries: 'price' })).toBeNull();
  });
});

describe("a product's own codes", () => {
  it('stores a UPC-A as the EAN-13 it is, so the two forms of one pack are one code', () => {
    expect(canonicalBarcode('0360 0029 1452')).toBe('0036000291452');
    expect(canonicalBarcode('4006381333931')).toBe('4006381333931');
    expect(canonicalBarcode('73513537')).toBe('73513537');
  });

  it("refuses a scale's label as a pack barcode, and a bad code as barcodeProblem does", () => {
    expect(productBarcodeProblem('4006381333931')).toBeNull();
    expect(productBarcodeProblem('2012345012349')).toBe(
      "2012345012349 is a weighing scale's label (it begins 20–29): give the product a scale item code instead",
    );
    expect(productBarcodeProblem('4006381333932')).toMatch(/does not match the others/);
  });

  it('takes a scale item code of the length the layout says', () => {
    expect(scaleItemCodeProblem('01234', 5)).toBeNull();
    expect(scaleItemCodeProblem('1234', 5)).toBe(
      "The scale's labels carry 5-digit item codes (Settings): this one has 4",
    );
    expect(scaleItemCodeProblem('12a45', 5)).toBe('A scale item code has digits only');
  });
});

describe('the Settings screen’s example label', () => {
  it('is a label the layout reads back to what its words say', () => {
    const price = scaleLabelExample({ itemDigits: 5, carries: 'price' });
    expect(price.parts).toEqual(['20', '01234', '03000', expect.stringMatching(/^\d$/)]);
    expect(readScaleLabel(price.parts.join(''), { itemDigits: 5, carries: 'price' })).toEqual({
      itemCode: '01234',
      carries: 'price',
      pricePaise: 3000,
    });
    expect(price.words).toContain('a price of ₹30.00');
    const weight = scaleLabelExample({ itemDigits: 4, carries: 'weight' });
    expect(readScaleLabel(weight.parts.join(''), { itemDigits: 4, carries: 'weight' })).toMatchObject({
      itemCode: '0123',
      grams: 750,
    });
  });
});
