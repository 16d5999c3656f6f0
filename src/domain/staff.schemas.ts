import { z } from 'zod';
import { ADMIN_USERNAME_PATTERN } from './auth.schemas';
import { newPasswordSchema } from './customers.schemas';
import { staffMessages } from './messages';
import { text } from './text-fields';

/** The database's limit on an admin account's name is the customers' (admin_users.name): 120. */
const MAX_STAFF_NAME_LENGTH = 120;

/**
 * POST /api/admin/staff (DESIGN 11.8): the owner adds a staff member. One schema for the Staff
 * screen's dialog and the API; the password follows the customers' rule (6 characters at least).
 */
export const newStaffSchema = z.object({
  name: text(MAX_STAFF_NAME_LENGTH).min(1, staffMessages.nameRequired),
  username: text(40)
    .regex(ADMIN_USERNAME_PATTERN, staffMessages.usernameRules)
    .transform((username) => username.toLowerCase()),
  password: newPasswordSchema,
});
export type NewStaffInput = z.input<typeof newStaffSchema>;
export type NewStaff = z.output<typeof newStaffSchema>;

/** PUT /api/admin/staff/:id/password: the owner sets a new password for a staff member. */
export const staffPasswordSchema = z.object({ password: newPasswordSchema });
export type StaffPasswordInput = z.input<typeof staffPasswordSchema>;

/** A staff member as the owner's Staff screen shows them. Never a password hash. */
export const staffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
  /** When they last signed in (an ISO instant), or null when they never have. */
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
