import { z } from 'zod';
import { messages } from './messages';
import { utf8Length } from './text-fields';
import { TIERS } from './tiers';

/**
 * The admin's customer screens and their API (DESIGN section 2): one contract for the server's
 * routes and the web's screens. Status as the admin sees it: SPEC's Reserved (added by the admin
 * without a password: holds a code and a place in the tree, cannot sign in), Pending (a
 * registration waiting for approval), Active, and Disabled (a rejected registration, or a customer
 * the admin disabled because their history forbids deleting them). Disabled wins over Reserved.
 */
export const CUSTOMER_LIST_STATUSES = ['active', 'pending', 'reserved', 'disabled'] as const;
export type CustomerListStatus = (typeof CUSTOMER_LIST_STATUSES)[number];

/** SPEC's customer statuses as the admin sees them (Disabled: rejected or disabled by the admin). */
export const CUSTOMER_STATUS_LABELS: Record<CustomerListStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  reserved: 'Reserved',
  disabled: 'Disabled',
};

export const adminCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  code: z.string(),
  /** Null: the customer is directly under the shop (A100). */
  parentCode: z.string().nullable(),
  tier: z.enum(TIERS),
  status: z.enum(CUSTOMER_LIST_STATUSES),
  points: z.number().int(),
  pointMoneyPaise: z.number().int(),
  totalSpentPaise: z.number().int(),
  joinedAt: z.string(),
  hasPassword: z.boolean(),
  /** Direct referrals. */
  childCount: z.number().int(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** One customer on the edit screen: the list's fields and what the screen needs to decide. */
export const adminCustomerDetailSchema = adminCustomerSchema.extend({
  address: z.string(),
  /** Everyone below the customer in the referral tree. */
  downlineSize: z.number().int(),
  /** Orders or ledger rows: history is money, so such a customer is disabled, never deleted. */
  hasHistory: z.boolean(),
  /** Points waiting for the return window (docs/decisions/074). */
  pendingPoints: z.number().int(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const customerCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  reserved: z.number().int(),
  disabled: z.number().int(),
});
export type CustomerCounts = z.infer<typeof customerCountsSchema>;

export const customerListQuerySchema = z.object({
  search: z.string().max(100).optional(),
  status: z.enum(CUSTOMER_LIST_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});

export const customerListSchema = z.object({
  items: z.array(adminCustomerSchema),
  nextCursor: z.string().nullable(),
  counts: customerCountsSchema,
});
export type CustomerList = z.infer<typeof customerListSchema>;

/** A password the admin or the customer sets: SPEC's registration rule (6 characters at least). */
export const newPasswordSchema = z
  .string()
  .min(6, messages.register.passwordTooShort)
  .max(72, messages.register.passwordTooLong)
  // bcrypt reads only the first 72 bytes: letters outside English take 2 to 4 each.
  .refine((password) => utf8Length(password) <= 72, messages.register.passwordTooLong);

/** The largest balance the admin may set: far above any shop's, and a ledger row can carry the change. */
export const MAX_POINTS_BALANCE = 1_000_000_000;

/**
 * POST /api/admin/customers. SPEC section 5's checks, in its order: name and phone required, then
 * (on the server) phone unique after normalising, a typed code unique, the parent A100 or an
 * existing code. An empty code takes the next free code; no password makes the customer Reserved.
 */
export const addCustomerSchema = z.object({
  name: z.string().max(120).default(''),
  phone: z.string().max(40).default(''),
  code: z.string().max(20).optional(),
  parentCode: z.string().max(20).optional(),
  password: z.string().max(200).optional(),
  address: z.string().max(500).optional(),
});
export type AddCustomerInput = z.input<typeof addCustomerSchema>;

/**
 * PUT /api/admin/customers/:id: only the fields sent change. `points` is the balance the admin
 * wants; the difference is written to the ledger as an admin adjustment with `reason`, never by
 * overwriting the balance. A new parent moves the whole downline; one inside the customer's own
 * downline is refused (no cycles).
 */
export const updateCustomerSchema = z.object({
  name: z.string().max(120).optional(),
  phone: z.string().max(40).optional(),
  address: z.string().max(500).optional(),
  parentCode: z.string().max(20).optional(),
  tier: z.enum(TIERS).optional(),
  points: z
    .number()
    .int()
    .min(0, messages.adminCustomers.pointsAtLeastZero)
    .max(MAX_POINTS_BALANCE, messages.adminCustomers.pointsTooLarge)
    .optional(),
  reason: z.string().max(200).optional(),
});
export type UpdateCustomerInput = z.input<typeof updateCustomerSchema>;

export const setCustomerPasswordSchema = z.object({ password: newPasswordSchema });

/** A one-time reset link (valid 30 minutes, used once) and a WhatsApp link that sends it. */
export const resetLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  whatsappUrl: z.string(),
});
export type ResetLink = z.infer<typeof resetLinkSchema>;
