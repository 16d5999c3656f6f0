import { z } from 'zod';
import { CUSTOMER_LIST_STATUSES } from './customers.schemas';
import { TIERS } from './tiers';

/**
 * GET /api/admin/referral-tree?code= (DESIGN section 2): a member and a page of their children in
 * the order they joined. A100, the shop, is the root: its node has the shop's name, no tier, and
 * everyone as its downline. `path` is the way from A100 down to the member (A100 first, the member
 * excluded), so a search can open the tree down to what it found.
 */
export const referralNodeSchema = z.object({
  id: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  tier: z.enum(TIERS).nullable(),
  status: z.enum(CUSTOMER_LIST_STATUSES).nullable(),
  points: z.number().int(),
  childCount: z.number().int(),
  downlineSize: z.number().int(),
});
export type ReferralNode = z.infer<typeof referralNodeSchema>;

export const referralTreeQuerySchema = z.object({
  /** A member's code or phone; A100 (the default) is the shop. */
  code: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});

export const referralTreePageSchema = z.object({
  node: referralNodeSchema,
  path: z.array(referralNodeSchema),
  children: z.array(referralNodeSchema),
  nextCursor: z.string().nullable(),
});
export type ReferralTreePage = z.infer<typeof referralTreePageSchema>;
