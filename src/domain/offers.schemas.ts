import { z } from 'zod';
import { offersMessages } from './messages';
import {
  OFFER_KINDS,
  OFFER_MULTIPLIER_RANGE,
  OFFER_PERCENT_RANGE,
  OFFER_TARGETS,
  type OfferKind,
} from './offer-pricing';
import { wholeNumberIn } from './number-fields';
import { text } from './text-fields';
import { TIERS } from './tiers';

// A real calendar date: '2026-02-30' would pass a pattern and then fail in the database's date column.
const day = z.iso.date({ error: 'Use a date like 2026-12-31' });

/**
 * An offer as the admin saves it (docs/decisions/076). A percent off needs its percent, a points
 * multiplier its multiplier; an offer on a category names it, one on products lists them; its
 * first day (today when left out) is not after its last. Amounts a kind does not use are dropped.
 */
export const offerSchema = z
  .object({
    title: text(120).min(1, 'Please enter an offer title'),
    description: text(500).default(''),
    minTier: z.enum(TIERS).default('Bronze'),
    kind: z.enum(OFFER_KINDS).default('notice'),
    target: z.enum(OFFER_TARGETS).default('everything'),
    categoryId: z.uuid().nullable().default(null),
    productIds: z.array(z.uuid()).max(50).default([]),
    percent: wholeNumberIn(OFFER_PERCENT_RANGE, offersMessages.percentRange).nullable().default(null),
    multiplier: wholeNumberIn(OFFER_MULTIPLIER_RANGE, offersMessages.multiplierRange)
      .nullable()
      .default(null),
    startsOn: day.nullable().default(null),
    validUntil: day.nullable().default(null),
    stacks: z.boolean().default(false),
  })
  .superRefine((offer, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (offer.kind === 'percent_off' && offer.percent === null)
      problem('percent', offersMessages.percentRange);
    if (offer.kind === 'points_multiplier' && offer.multiplier === null)
      problem('multiplier', offersMessages.multiplierRange);
    if (offer.target === 'category' && offer.categoryId === null)
      problem('categoryId', offersMessages.chooseCategory);
    if (offer.target === 'products' && offer.productIds.length === 0)
      problem('productIds', offersMessages.chooseProducts);
    if (offer.startsOn && offer.validUntil && offer.startsOn > offer.validUntil)
      problem('validUntil', offersMessages.endsBeforeStart);
  })
  .transform((offer) => ({
    ...offer,
    percent: offer.kind === 'percent_off' ? offer.percent : null,
    multiplier: offer.kind === 'points_multiplier' ? offer.multiplier : null,
    categoryId: offer.target === 'category' ? offer.categoryId : null,
    productIds: offer.target === 'products' ? offer.productIds : [],
  }));
export type OfferInput = z.input<typeof offerSchema>;
/** An offer as it is saved, once the schema has filled in its defaults. */
export type OfferFields = z.output<typeof offerSchema>;

/** Where an offer is in its days: started and not ended is current; not started, upcoming. */
export const OFFER_PHASES = ['current', 'upcoming', 'ended'] as const;

export const offerViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  minTier: z.enum(TIERS),
  kind: z.enum(OFFER_KINDS),
  target: z.enum(OFFER_TARGETS),
  categoryId: z.string().nullable(),
  /** The category's name for an offer on a category (null when it was deleted). */
  categoryName: z.string().nullable(),
  productIds: z.array(z.string()),
  /** The chosen products that still exist, by name, for an offer on chosen products. */
  products: z.array(z.object({ id: z.string(), name: z.string() })),
  percent: z.number().int().nullable(),
  multiplier: z.number().int().nullable(),
  startsOn: z.string(),
  validUntil: z.string().nullable(),
  stacks: z.boolean(),
  /** What it does in a few words ("10% off Spices"), null for a notice. */
  effect: z.string().nullable(),
  phase: z.enum(OFFER_PHASES),
});
export type Offer = z.infer<typeof offerViewSchema>;
export type { OfferKind };
