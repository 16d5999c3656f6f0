import { z } from 'zod';
import { TIERS } from './tiers';

export const customerStatusSchema = z.enum(['pending', 'active', 'rejected']);
export type CustomerStatus = z.infer<typeof customerStatusSchema>;

/** What the API tells the browser about a signed-in customer. Never a password hash. */
export const customerUserSchema = z.object({
  role: z.literal('customer'),
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  code: z.string(),
  tier: z.enum(TIERS),
  status: customerStatusSchema,
  points: z.number().int(),
  /** Point money carried over below one point, in paise. */
  pointMoneyPaise: z.number().int(),
  totalSpentPaise: z.number().int(),
  memberSince: z.string(),
  /** The delivery address and pincode of the last order, to start the next checkout from. */
  address: z.string(),
  pincode: z.string().nullable(),
  /** Their khata credit limit (docs/decisions/070): above 0, checkout offers Pay later and the menu shows Khata. */
  creditLimitPaise: z.number().int(),
});
export type CustomerUser = z.infer<typeof customerUserSchema>;

export const adminUserSchema = z.object({
  role: z.literal('admin'),
  id: z.string(),
  username: z.string(),
  name: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const sessionUserSchema = z.discriminatedUnion('role', [customerUserSchema, adminUserSchema]);
export type SessionUser = z.infer<typeof sessionUserSchema>;
