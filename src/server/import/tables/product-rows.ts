import { canonicalBarcode, productBarcodeProblem } from '../../../domain/barcodes';
import { MAX_ALIAS_LENGTH, MAX_ALIASES, storedMalayalam } from '../../../domain/catalogue-search';
import { DEFAULT_TIER_DISCOUNTS, type TierDiscounts } from '../../../domain/pricing';
import {
  canBeWeighed,
  hasAtMostThreeDecimals,
  PRODUCT_UNITS,
  toStoredQuantity,
  type ProductUnit,
} from '../../../domain/quantities';
import { TIERS } from '../../../domain/tiers';
import { readLegacyImage, type LegacyImage } from '../images/legacy-image';
import { BadValue, bool, integer, json, rupeesToPaise, text, timestamp } from '../legacy-fields';
import type { LegacyRow } from '../legacy-row';
import { fitsInteger, legacyId, Notes, requiredText, storableText, type Converted } from './row-conversion';
import { paiseToRupeesText } from '../../../domain/money';

/** SPEC 3: a product without a category is in General. */
export const DEFAULT_CATEGORY = 'General';

export interface ProductImport {
  legacyId: string;
  name: string;
  description: string;
  categoryName: string;
  image: LegacyImage;
  mrpPaise: number;
  pricePaise: number;
  dummyPricePaise: number | null;
  /** Stored: thousandths of the unit for a weighed product (docs/decisions/084). */
  stockQuantity: number;
  tierDiscounts: TierDiscounts;
  createdAt: Date | null;
  /** Pack barcodes, normalised, each once; bad ones dropped (noted). */
  barcodes: string[];
  unit: ProductUnit;
  weighed: boolean;
  scaleItemCode: string | null;
  /** The Malayalam name ('' for none), NFC with its joiners (docs/decisions/094). */
  nameMl: string;
  aliases: string[];
}

/** An amount in paise, or null; what is not an amount is a BadValue of that field. */
function paise(row: LegacyRow, name: string): number | null {
  const value = rupeesToPaise(row[name]);
  return value === null ? null : fitsInteger(value, name);
}

/**
 * The old product's prices as our constraints need them: MRP above zero, the company price
 * (`price`) at most MRP, a dummy "was" price only above MRP. A price or MRP missing is taken
 * from the other (noted); a price above MRP is lowered to it (no point money; noted).
 */
function prices(row: LegacyRow, notes: Notes) {
  let mrp = paise(row, 'mrp');
  let price = paise(row, 'price');
  if ((mrp === null || mrp <= 0) && price !== null && price > 0) {
    notes.add('no MRP: price used as MRP', `price ${paiseToRupeesText(price)}`);
    mrp = price;
  }
  if (mrp === null || mrp <= 0) throw new BadValue('no price', 'neither MRP nor price is above zero');
  if (price === null) {
    notes.add('no price: MRP used as price', `MRP ${paiseToRupeesText(mrp)}`);
    price = mrp;
  }
  if (price < 0) throw new BadValue('negative price', `price ${paiseToRupeesText(price)}`);
  if (price > mrp) {
    notes.add(
      'price above MRP: lowered to MRP',
      `price ${paiseToRupeesText(price)}, MRP ${paiseToRupeesText(mrp)}`,
    );
    price = mrp;
  }
  let dummy = paise(row, 'dummyPrice');
  if (dummy !== null && dummy <= mrp) {
    if (dummy > 0)
      notes.add(
        'dummy price not above MRP: dropped',
        `dummy ${paiseToRupeesText(dummy)}, MRP ${paiseToRupeesText(mrp)}`,
      );
    dummy = null;
  }
  return { mrpPaise: mrp, pricePaise: price, dummyPricePaise: dummy };
}

/**
 * Stock as the shop showed it: negative stock (the old app let it go below zero) is 0, and a
 * product marked out of stock is 0 whatever its count (ours is in stock exactly when the count
 * is above 0). Both noted with the old numbers.
 */
function stock(row: LegacyRow, notes: Notes, weighed: boolean): number {
  const quantity = weighed ? weighedStock(row.stockQuantity) : (integer(row.stockQuantity) ?? 0);
  if (quantity < 0) {
    notes.add('negative stock: set to 0', `stock ${quantity}`);
    return 0;
  }
  if (bool(row.inStock) === false && quantity > 0) {
    notes.add('marked out of stock: stock set to 0', `stock ${quantity}`);
    return 0;
  }
  return Math.min(toStoredQuantity(quantity, weighed), 2_147_483_647);
}

/** A weighed product's stock in its unit ('12.5' kg), to a thousandth. */
function weighedStock(value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  const quantity = Number(typeof value === 'string' ? value.trim() : value);
  if (!/^-?\d+(\.\d+)?$/.test(String(value).trim()) || !hasAtMostThreeDecimals(quantity))
    throw new BadValue(
      'not a weighed quantity',
      `stock of a weighed product to 3 decimals at most: ${String(value)}`,
    );
  return quantity;
}

/**
 * The product CSV's optional columns of DESIGN 11.2 (docs/decisions/087): `unit` (piece, kg, g,
 * l, ml; piece when missing), `weighed` (true/false; a piece cannot be), `scaleItemCode` (4–6
 * digits, a weighed product's), and `barcodes` (several in one cell, separated by `|`; spaces and
 * dashes inside a code ignored; a JSON export may give an array). What cannot be used is noted and
 * left out; the product is imported.
 */
function measures(row: LegacyRow, notes: Notes) {
  const unitText = text(row, 'unit')?.toLowerCase() ?? 'piece';
  const unit = (PRODUCT_UNITS as readonly string[]).includes(unitText) ? (unitText as ProductUnit) : null;
  if (!unit) notes.add('unknown unit: piece used', `unit ${unitText}`);
  let weighed = bool(row.weighed) ?? false;
  if (weighed && !canBeWeighed(unit ?? 'piece')) {
    notes.add('weighed but sold by the piece: not weighed', `unit ${unitText}`);
    weighed = false;
  }
  let scaleItemCode = text(row, 'scaleItemCode');
  if (scaleItemCode !== null && (!weighed || !/^\d{4,6}$/.test(scaleItemCode))) {
    notes.add('scale item code not 4–6 digits of a weighed product: dropped', scaleItemCode);
    scaleItemCode = null;
  }
  return { unit: unit ?? 'piece', weighed, scaleItemCode, barcodes: barcodes(row.barcodes, notes) };
}

function barcodes(value: unknown, notes: Notes): string[] {
  const cells = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split('|') : [];
  const codes = new Set<string>();
  for (const cell of cells) {
    if (!cell.trim()) continue;
    const problem = productBarcodeProblem(cell);
    if (problem) notes.add('bad barcode: dropped', problem);
    else codes.add(canonicalBarcode(cell));
  }
  return [...codes];
}

/**
 * The optional `name_ml` column (longer than a name: cut, noted) and `aliases` (several in one
 * cell separated by `|`, or a JSON array; each once, the first ten, none longer than 40: noted).
 */
function malayalamNames(row: LegacyRow, notes: Notes) {
  const nameMl = storedMalayalam(storableText(row, 'name_ml', notes, 120) ?? '');
  const value = row.aliases;
  const cells = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split('|') : [];
  const aliases = new Map<string, string>();
  for (const cell of cells.map((each) => storedMalayalam(each.trim()))) {
    if (!cell || aliases.has(cell.toLowerCase())) continue;
    if ([...cell].length > MAX_ALIAS_LENGTH)
      notes.add(`other name longer than ${MAX_ALIAS_LENGTH} characters: dropped`, cell.slice(0, 40));
    else if (aliases.size === MAX_ALIASES) notes.add(`more than ${MAX_ALIASES} other names: dropped`, cell);
    else aliases.set(cell.toLowerCase(), cell);
  }
  return { nameMl, aliases: [...aliases.values()] };
}

/** A discount percent as numeric(5,2) holds it: 0 to 100, two decimals at most. */
function isDiscount(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= 100 && Math.round(value * 100) === value * 100;
}

/** tierDiscounts JSON: each tier's percent, the SPEC default for a tier missing; a bad one is the default, noted. */
export function tierDiscounts(value: unknown, notes: Notes): TierDiscounts {
  const parsed = json(value);
  if (parsed === null) return { ...DEFAULT_TIER_DISCOUNTS };
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    notes.add('tier discounts not an object: defaults used', JSON.stringify(parsed).slice(0, 60));
    return { ...DEFAULT_TIER_DISCOUNTS };
  }
  const given = parsed as Record<string, unknown>;
  const discounts = { ...DEFAULT_TIER_DISCOUNTS };
  for (const tier of TIERS) {
    const raw = given[tier];
    const percent = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (percent === undefined || percent === null) continue;
    if (isDiscount(percent)) discounts[tier] = percent;
    else notes.add('tier discount not 0 to 100: default used', `${tier}: ${JSON.stringify(raw)}`);
  }
  return discounts;
}

export function convertProduct(row: LegacyRow): Converted<ProductImport> {
  const notes = new Notes();
  const sold = measures(row, notes);
  const value: ProductImport = {
    legacyId: legacyId(row),
    name: requiredText(row, 'name', notes, 120),
    description: storableText(row, 'description', notes) ?? '',
    categoryName: storableText(row, 'category', notes, 60) ?? DEFAULT_CATEGORY,
    image: readLegacyImage(typeof row.image === 'string' ? row.image : null),
    ...prices(row, notes),
    stockQuantity: stock(row, notes, sold.weighed),
    tierDiscounts: tierDiscounts(row.tierDiscounts, notes),
    createdAt: timestamp(row.created_at),
    ...sold,
    ...malayalamNames(row, notes),
  };
  return { value, notes: notes.list };
}
