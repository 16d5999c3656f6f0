import { z } from 'zod';
import { LANGUAGES } from './language';
import { TIERS } from './tiers';

/** A customer's language (DESIGN 11.6): English, or Malayalam. */
export const languageSchema = z.enum(LANGUAGES);

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
  /** Points earned that wait for the return window (docs/decisions/074): not spendable yet. */
  pendingPoints: z.number().int(),
  /**
   * The soonest pending points and the moment they become spendable (an ISO instant; shown as an
   * Asia/Kolkata date). Only GET /api/auth/me reads it: null there when nothing is pending.
   */
  nextRelease: z.object({ points: z.number().int(), on: z.string() }).nullable().optional(),
  /** GET /api/auth/me (DESIGN 11.8): the points that expire next, within 30 days; null otherwise. */
  nextExpiry: z.object({ points: z.number().int(), on: z.string() }).nullable().optional(),
  /** Point money carried over below one point, in paise. */
  pointMoneyPaise: z.number().int(),
  totalSpentPaise: z.number().int(),
  memberSince: z.string(),
  /** The delivery address and pincode of the last order, to start the next checkout from. */
  address: z.string(),
  pincode: z.string().nullable(),
  /** Their khata credit limit (docs/decisions/070): above 0, checkout offers Pay later and the menu shows Khata. */
  creditLimitPaise: z.number().int(),
  /**
   * The language they read the shop in (docs/decisions/098), applied when they sign in. The server
   * always sends it; a user cached in the browser before it existed has none.
   */
  language: languageSchema.optional(),
});
export type CustomerUser = z.infer<typeof customerUserSchema>;

export const adminUserSchema = z.object({
  role: z.literal('admin'),
  id: z.string(),
  username: z.string(),
  name: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * A staff member: an admin account the owner made with the role staff (docs/decisions/085). They
 * sign in on the Admin tab like the owner and use the shop's routes the owner shares with them.
 */
export const staffUserSchema = adminUserSchema.extend({ role: z.literal('staff') });
export type StaffUser = z.infer<typeof staffUserSchema>;
/** Whoever runs the shop: the owner (role admin) or a staff member. */
export type ShopUser = AdminUser | StaffUser;

export const sessionUserSchema = z.discriminatedUnion('role', [
  customerUserSchema,
  adminUserSchema,
  staffUserSchema,
]);
export type SessionUser = z.infer<typeof sessionUserSchema>;
