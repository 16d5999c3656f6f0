import { z } from 'zod';
import { TIERS } from './tiers';

export const offerSchema = z.object({
  title: z.string().trim().min(1, 'Please enter an offer title').max(120),
  description: z.string().trim().max(500).default(''),
  minTier: z.enum(TIERS).default('Bronze'),
  validUntil: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
    .nullable()
    .default(null),
});
export type OfferInput = z.input<typeof offerSchema>;

export const offerViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  minTier: z.enum(TIERS),
  validUntil: z.string().nullable(),
});
export type Offer = z.infer<typeof offerViewSchema>;
