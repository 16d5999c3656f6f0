import { z } from 'zod';
import { text } from './text-fields';
import { TIERS } from './tiers';

export const offerSchema = z.object({
  title: text(120).min(1, 'Please enter an offer title'),
  description: text(500).default(''),
  minTier: z.enum(TIERS).default('Bronze'),
  // A real calendar date: '2026-02-30' would pass a pattern and then fail in the database's date column.
  validUntil: z.iso.date({ error: 'Use a date like 2026-12-31' }).nullable().default(null),
});
export type OfferInput = z.input<typeof offerSchema>;
/** An offer as it is saved, once the schema has filled in its defaults. */
export type OfferFields = z.output<typeof offerSchema>;

export const offerViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  minTier: z.enum(TIERS),
  validUntil: z.string().nullable(),
});
export type Offer = z.infer<typeof offerViewSchema>;
