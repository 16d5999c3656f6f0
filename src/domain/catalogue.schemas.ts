import { z } from 'zod';
import { imageUrlField, readImageUrl } from './image-url';
import { messages } from './messages';
import { PRODUCT_UNITS } from './quantities';
import { textField } from './text-fields';
import { TIERS, type Tier } from './tiers';

/** Upper bounds that keep amounts far inside the database's integer columns. */
export const MAX_AMOUNT_PAISE = 100_000_000; // ₹10,00,000 per unit
export const MAX_STOCK_QUANTITY = 1_000_000;

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
    description: textField(2000, messages.form.tooLong),
    category: textField(60, messages.category.nameTooLong),
    mrpPaise: wholeNumber,
    pricePaise: wholeNumber,
    dummyPricePaise: wholeNumber,
    stockQuantity: wholeNumber,
    tierDiscounts: tierDiscountsSchema.optional(),
    imageUrl: imageUrlField,
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

    const imageUrl = readImageUrl(input.imageUrl);
    if (imageUrl === false) return fail('imageUrl', messages.image.badUrl);

    const tierDiscounts: Partial<Record<Tier, number>> = {};
    for (const tier of TIERS) {
      const value = input.tierDiscounts?.[tier];
      // numeric(5,2) in the database: two decimals, rounded here so every reader sees the same number
      if (value !== undefined) tierDiscounts[tier] = Math.round(value * 100) / 100;
    }
    return {
      name: input.name,
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
    };
  });
export type ProductFormInput = z.input<typeof productInputSchema>;
export type ProductInput = z.output<typeof productInputSchema>;

/** Add category (SPEC section 5): name required, description optional. */
export const categoryInputSchema = z
  .object({
    name: textField(60, messages.category.nameTooLong),
    description: textField(500, messages.form.tooLong),
  })
  .transform((input, ctx) => {
    if (!input.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: messages.category.nameRequired });
      return z.NEVER;
    }
    return input;
  });
export type CategoryFormInput = z.input<typeof categoryInputSchema>;
export type CategoryInput = z.output<typeof categoryInputSchema>;

/** A product as the shop shows it to this viewer. Never the company price or the tier discounts. */
export const publicProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
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
  stockQuantity: z.number().int(),
  inStock: z.boolean(),
  tierDiscounts: tierDiscountsOutputSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
