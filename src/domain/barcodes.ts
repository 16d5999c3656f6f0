/**
 * Product barcodes (DESIGN 11.2): the GTINs printed on packs (EAN-13, EAN-8, UPC-A) and the labels
 * a shop's weighing scale prints for loose goods (EAN-13 beginning 20–29: an item code and a price
 * or a weight). Pure rules: the counter, the product form and the import all ask these.
 */

/** The lengths of the codes a pack carries: EAN-8, UPC-A (12) and EAN-13. */
const GTIN_LENGTHS = new Set([8, 12, 13]);

/** A barcode as typed or scanned: spaces and dashes a person adds are not part of it. */
export function normaliseBarcode(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * The GS1 check digit of a code's other digits: from the right, digits weigh 3, 1, 3, 1, …; the
 * check digit makes the sum a multiple of ten.
 */
export function gtinCheckDigit(digitsWithoutCheck: string): number {
  let sum = 0;
  for (let i = 0; i < digitsWithoutCheck.length; i++) {
    const digit = Number(digitsWithoutCheck[digitsWithoutCheck.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a normalised code is an EAN-13, EAN-8 or UPC-A whose check digit is right. */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !GTIN_LENGTHS.has(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/**
 * What is wrong with a barcode a person typed for a product, in plain words; null when it is a
 * real EAN-13, EAN-8 or UPC-A.
 */
export function barcodeProblem(text: string): string | null {
  const code = normaliseBarcode(text);
  if (!/^\d+$/.test(code)) return 'A barcode has digits only';
  if (!GTIN_LENGTHS.has(code.length)) return 'A barcode has 8, 12 or 13 digits (EAN-8, UPC-A or EAN-13)';
  if (!isValidGtin(code)) return `The last digit of ${code} does not match the others: check the number`;
  return null;
}

/**
 * How the shop's scale writes its labels (a setting): how many digits name the item after the
 * two-digit prefix 20–29, and whether the digits after them are the price (in paise) or the weight
 * (in grams). The rest of the 13 digits is the check digit.
 */
export interface ScaleLabelLayout {
  itemDigits: 4 | 5 | 6;
  carries: 'price' | 'weight';
}

export type ScaleLabel =
  | { itemCode: string; carries: 'price'; pricePaise: number }
  | { itemCode: string; carries: 'weight'; grams: number };

/** Whether a code is a scale's own (in-store) label: EAN-13 beginning 20–29. */
export function isScaleLabel(code: string): boolean {
  return /^2\d{12}$/.test(code);
}

/**
 * A weighing scale's label read by the shop's layout: the item code and the price or the weight it
 * carries; null when the code is not a scale label or its check digit is wrong.
 */
export function readScaleLabel(text: string, layout: ScaleLabelLayout): ScaleLabel | null {
  const code = normaliseBarcode(text);
  if (!isScaleLabel(code) || !isValidGtin(code)) return null;
  const itemCode = code.slice(2, 2 + layout.itemDigits);
  const value = Number(code.slice(2 + layout.itemDigits, 12));
  return layout.carries === 'price'
    ? { itemCode, carries: 'price', pricePaise: value }
    : { itemCode, carries: 'weight', grams: value };
}
