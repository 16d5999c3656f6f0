import { z } from 'zod';
import { canonicalBarcode, productBarcodeProblem } from './barcodes';
import { MAX_ALIAS_LENGTH, MAX_ALIASES, storedMalayalam } from './catalogue-search';
import { imageUrlField, readImageUrl } from './image-url';
import { messages } from './messages';
import { canBeWeighed, hasAtMostThreeDecimals, PRODUCT_UNITS } from './quantities';
import { text, textField } from './text-fields';
import { TIERS, type Tier } from './tiers';

/** Upper bounds that keep amounts far inside the database's integer columns. */
export const MAX_AMOUNT_PAISE = 100_000_000; // ₹10,00,000 per unit
export const MAX_STOCK_QUANTITY = 1_000_000;
/** Barcodes one product may carry (its pack sizes' and makers' codes). */
export const MAX_BARCODES = 20;

/** A whole number of paise (or units), or nothing yet: the form sends null for an empty input. */
const wholeNumber = z
  .number({ error: messages.product.notANumber })
  .int({ error: messages.product.notANumber })
  .nullable()
  .optional();

const percent = z
  .number({ error: messages.product.badTierDiscount })
  .min(0, { error: messages.product.badTierDiscount })
  .max(100, { error: messages.product.badTierDiscount });

export const tierDiscountsSchema = z.object({
  Bronze: percent.optional(),
  Silver: percent.optional(),
  Gold: percent.optional(),
  Diamond: percent.optional(),
});
export type TierDiscountsInput = z.output<typeof tierDiscountsSchema>;

/**
 * Add and edit product: one schema for the admin form and the API (amounts in paise; the form
 * converts the rupees typed with parseRupees before validating). SPEC section 5's checks run
 * in SPEC's order and only the first failure is reported, with SPEC's words:
 * required fields, price not above MRP, dummy price above MRP, stock not negative.
 */
export const productInputSchema = z
  .object({
    name: textField(120, messages.product.nameTooLong),
    /** The Malayalam name (docs/decisions/094); absent keeps it (edit) or none (add). */
    nameMl: text(120, messages.product.nameMlTooLong).optional(),
    /** Other names it is searched by (അരി: ari, matta, rice); absent keeps them (edit) or none (add). */
    aliases: z.array(text(1000)).optional(),
    description: textField(2000, messages.form.tooLong),
    category: textField(60, messages.category.nameTooLong),
    mrpPaise: wholeNumber,
    pricePaise: wholeNumber,
    dummyPricePaise: wholeNumber,
    /** In the product's unit: decimals (to 3 places) for a weighed product (docs/decisions/084). */
    stockQuantity: z.number({ error: messages.product.notANumber }).nullable().optional(),
    tierDiscounts: tierDiscountsSchema.optional(),
    imageUrl: imageUrlField,
    /** Pack barcodes (EAN-13, EAN-8, UPC-A); absent keeps them (edit) or none (add). */
    barcodes: z.array(z.string().max(40)).optional(),
    /** Absent: piece (add) or as it was (edit). */
    unit: z.enum(PRODUCT_UNITS).optional(),
    weighed: z.boolean().optional(),
    /** The item code inside the scale's labels (a weighed product); '' or null: none; absent keeps it. */
    scaleItemCode: z.string().trim().max(10).nullable().optional(),
  })
  .transform((input, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    const required = ['name', 'mrpPaise', 'pricePaise', 'description', 'category', 'stockQuantity'] as const;
    const missing = required.find(
      (field) => input[field] === '' || input[field] === null || input[field] === undefined,
    );
    if (missing) return fail(missing, messages.product.requiredFields);
    const mrp = input.mrpPaise!;
    const price = input.pricePaise!;
    const stock = input.stockQuantity!;
    // 0 means "no offer price", as an empty input does.
    const dummy = input.dummyPricePaise ? input.dummyPricePaise : null;

    if (mrp <= 0) return fail('mrpPaise', messages.product.mrpNotPositive);
    if (price < 0) return fail('pricePaise', messages.product.negativePrice);
    if (mrp > MAX_AMOUNT_PAISE) return fail('mrpPaise', messages.product.amountTooLarge);
    if (price > mrp) return fail('pricePaise', messages.product.priceAboveMrp);
    if (dummy !== null && dummy <= mrp) return fail('dummyPricePaise', messages.product.dummyNotAboveMrp);
    if (dummy !== null && dummy > MAX_AMOUNT_PAISE)
      return fail('dummyPricePaise', messages.product.amountTooLarge);
    if (stock < 0) return fail('stockQuantity', messages.product.negativeStock);
    if (stock > MAX_STOCK_QUANTITY) return fail('stockQuantity', messages.product.amountTooLarge);
    if (input.weighed && !canBeWeighed(input.unit ?? 'piece'))
      return fail('weighed', messages.product.weighedNeedsMeasure);
    if (!input.weighed && !Number.isInteger(stock)) return fail('stockQuantity', messages.product.wholeStock);
    if (!hasAtMostThreeDecimals(stock)) return fail('stockQuantity', messages.product.stockToTheGram);
    const scaleItemCode = input.scaleItemCode === '' ? null : input.scaleItemCode;
    if (scaleItemCode && !input.weighed) return fail('scaleItemCode', messages.product.scaleCodeNeedsWeighed);

    let barcodes: string[] | undefined;
    if (input.barcodes) {
      if (input.barcodes.length > MAX_BARCODES)
        return fail('barcodes', messages.product.tooManyBarcodes(MAX_BARCODES));
      const problem = input.barcodes.map(productBarcodeProblem).find((each) => each !== null);
      if (problem) return fail('barcodes', problem);
      barcodes = [...new Set(input.barcodes.map(canonicalBarcode))];
    }

    const imageUrl = readImageUrl(input.imageUrl);
    if (imageUrl === false) return fail('imageUrl', messages.image.badUrl);

    const aliases = input.aliases && aliasesOnce(input.aliases);
    if (aliases && aliases.length > MAX_ALIASES)
      return fail('aliases', messages.product.tooManyAliases(MAX_ALIASES));
    if (aliases?.some((alias) => [...alias].length > MAX_ALIAS_LENGTH))
      return fail('aliases', messages.product.aliasTooLong(MAX_ALIAS_LENGTH));

    const tierDiscounts: Partial<Record<Tier, number>> = {};
    for (const tier of TIERS) {
      const value = input.tierDiscounts?.[tier];
      // numeric(5,2) in the database: two decimals, rounded here so every reader sees the same number
      if (value !== undefined) tierDiscounts[tier] = Math.round(value * 100) / 100;
    }
    return {
      name: input.name,
      /** undefined: keep (edit) or none (create). NFC, joiners kept. */
      nameMl: input.nameMl === undefined ? undefined : storedMalayalam(input.nameMl),
      /** undefined: keep (edit) or none (create). NFC, each once (any case), none empty. */
      aliases,
      description: input.description,
      category: input.category,
      mrpPaise: mrp,
      pricePaise: price,
      dummyPricePaise: dummy,
      stockQuantity: stock,
      /** Only the tiers given; the rest default (create) or stay as they are (edit). */
      tierDiscounts,
      /** undefined: keep (edit) or placeholder (create); null: back to the placeholder. */
      imageUrl,
      /** undefined: keep (edit) or none (create). Normalised, each once. */
      barcodes,
      unit: input.unit,
      weighed: input.weighed,
      /** undefined: keep (edit) or none (create); null: none. Its length is checked against the layout on save. */
      scaleItemCode,
    };
  });
/** Other names as stored: NFC, without empty ones, each once whatever its case. */
function aliasesOnce(aliases: string[]): string[] {
  const seen = new Map<string, string>();
  for (const alias of aliases.map(storedMalayalam)) {
    if (alias && !seen.has(alias.toLowerCase())) seen.set(alias.toLowerCase(), alias);
  }
  return [...seen.values()];
}

export type ProductFormInput = z.input<typeof productInputSchema>;
export type ProductInput = z.output<typeof productInputSchema>;

/** Add category (SPEC section 5): name required, description optional. */
export const categoryInputSchema = z
  .object({
    name: textField(60, messages.category.nameTooLong),
    /** The Malayalam name (docs/decisions/094); absent keeps it (edit) or none (add). */
    nameMl: text(60, messages.category.nameMlTooLong).optional(),
    description: textField(500, messages.form.tooLong),
  })
  .transform((input, ctx) => {
    if (!input.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: messages.category.nameRequired });
      return z.NEVER;
    }
    return { ...input, nameMl: input.nameMl === undefined ? undefined : storedMalayalam(input.nameMl) };
  });
export type CategoryFormInput = z.input<typeof categoryInputSchema>;
export type CategoryInput = z.output<typeof categoryInputSchema>;

/** A product as the shop shows it to this viewer. Never the company price or the tier discounts. */
export const publicProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The Malayalam name, '' when it has none (show it with lang="ml"). */
  nameMl: z.string(),
  /** Other names it is searched by. */
  aliases: z.array(z.string()),
  description: z.string(),
  category: z.string(),
  /** The category's Malayalam name, '' when it has none (show it with lang="ml"). */
  categoryMl: z.string(),
  imageUrl: z.string(),
  mrpPaise: z.number().int(),
  dummyPricePaise: z.number().int().nullable(),
  /** What this viewer pays per unit: MRP less their tier's discount; MRP for guests and admins. */
  sellingPricePaise: z.number().int(),
  /** Point money earned per unit on delivery (MRP − company price). */
  pointMoneyPaise: z.number().int(),
  /** Pieces, or a weighed product's stock in its unit: 12.5 (kg), docs/decisions/084. */
  stockQuantity: z.number(),
  inStock: z.boolean(),
  /** What its prices and quantities are per: a piece, or a measure (per kg when weighed). */
  unit: z.enum(PRODUCT_UNITS),
  weighed: z.boolean(),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const tierDiscountsOutputSchema = z.object({
  Bronze: z.number(),
  Silver: z.number(),
  Gold: z.number(),
  Diamond: z.number(),
});

/** A product as the admin panel sees it. */
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameMl: z.string(),
  aliases: z.array(z.string()),
  description: z.string(),
  category: z.string(),
  categoryId: z.string(),
  imageUrl: z.string(),
  /** True when the product has its own image (imageUrl is not the placeholder). */
  hasImage: z.boolean(),
  mrpPaise: z.number().int(),
  pricePaise: z.number().int(),
  dummyPricePaise: z.number().int().nullable(),
  pointMoneyPaise: z.number().int(),
  /** In the product's unit: 12.5 (kg) for a weighed product (docs/decisions/084), whole for a piece. */
  stockQuantity: z.number(),
  inStock: z.boolean(),
  tierDiscounts: tierDiscountsOutputSchema,
  /** Pack barcodes, normalised (a UPC-A as its EAN-13). */
  barcodes: z.array(z.string()),
  unit: z.enum(PRODUCT_UNITS),
  weighed: z.boolean(),
  /** The item code inside the scale's labels; null when the scale does not sell it. */
  scaleItemCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The Malayalam name, '' when it has none. */
  nameMl: z.string(),
  description: z.string(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
