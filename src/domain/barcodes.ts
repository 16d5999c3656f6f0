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
 * A pack's code as the shop stores and looks it up: normalised, and a UPC-A (12 digits) written as
 * the EAN-13 it is (a leading 0), since scanners send either for the same pack.
 */
export function canonicalBarcode(text: string): string {
  const code = normaliseBarcode(text);
  return /^\d{12}$/.test(code) ? `0${code}` : code;
}

/**
 * What is wrong with a code given as a product's pack barcode, in plain words; null when it is one.
 * A scale's own label (EAN-13 beginning 20–29) changes with every weighing: the product gets a
 * scale item code instead.
 */
export function productBarcodeProblem(text: string): string | null {
  const problem = barcodeProblem(text);
  if (problem) return problem;
  const code = canonicalBarcode(text);
  if (isScaleLabel(code))
    return `${code} is a weighing scale's label (it begins 20–29): give the product a scale item code instead`;
  return null;
}

/** What is wrong with a scale item code for the shop's layout, in plain words; null when it fits. */
export function scaleItemCodeProblem(
  code: string,
  itemDigits: ScaleLabelLayout['itemDigits'],
): string | null {
  if (!/^\d+$/.test(code)) return 'A scale item code has digits only';
  if (code.length !== itemDigits)
    return `The scale's labels carry ${itemDigits}-digit item codes (Settings): this one has ${code.length}`;
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

/** What the shop's scale prints until the owner says otherwise (docs/decisions/087). */
export const DEFAULT_SCALE_LABEL_LAYOUT: ScaleLabelLayout = { itemDigits: 5, carries: 'price' };

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

/**
 * A label the shop's scale would print with this layout, in its parts, and what it says in words
 * (the Settings screen shows it): item 01234, and ₹30.00 or 750 g.
 */
export function scaleLabelExample(layout: ScaleLabelLayout): { parts: string[]; words: string } {
  const item = '01234567'.slice(0, layout.itemDigits);
  const valueDigits = 10 - layout.itemDigits;
  const value = layout.carries === 'price' ? 3000 : 750;
  const body = `20${item}${String(value).padStart(valueDigits, '0')}`;
  const parts = ['20', item, body.slice(2 + layout.itemDigits), String(gtinCheckDigit(body))];
  const amount = layout.carries === 'price' ? `a price of ₹30.00` : 'a weight of 750 g';
  return {
    parts,
    words: `20 marks a scale label; ${item} is the item code (give it to the product as its scale item code); ${parts[2]} is ${amount}; ${parts[3]} is the check digit.`,
  };
}
