import { z } from 'zod';
import { MAX_NAME_LENGTH, newPasswordIssue } from './auth.schemas';
import { messages } from './messages';
import { secretField, textField } from './text-fields';

/** The database's limit on a customer's address (the admin's screens use the same). */
const MAX_ADDRESS_LENGTH = 500;

/**
 * A reset link's token as it arrives, in the page's address or the request body. One of ours is
 * 43 characters; anything far longer is not worth hashing and is simply not a valid link.
 */
const resetToken = z.string().max(200, messages.passwordReset.linkInvalid).optional().default('');

/** GET /api/auth/password-reset?token=: is this link usable? */
export const resetLinkQuerySchema = z.object({ token: resetToken });

/**
 * What a usable link tells whoever holds it: when it stops working, and the customer's first
 * name so that they know the page is theirs. Never the phone (with it, a leaked link would be
 * a way into the account) nor the full name.
 */
export const resetLinkStatusSchema = z.object({
  expiresAt: z.string(),
  firstName: z.string(),
});
export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>;

/** Fails the parse with `message` on `path`, as every form here reports: one message at a time. */
function failWith(ctx: z.RefinementCtx, path: string, message: string): never {
  ctx.addIssue({ code: 'custom', path: [path], message });
  return z.NEVER;
}

/** POST /api/auth/password-reset: a new password through a reset link, registration's rules. */
export const passwordResetSchema = z
  .object({ token: resetToken, password: secretField(1000), confirmPassword: secretField(1000) })
  .transform((input, ctx) => {
    if (!input.password) return failWith(ctx, 'password', messages.register.requiredFields);
    const issue = newPasswordIssue(input.password, input.confirmPassword);
    if (issue) return failWith(ctx, issue.path, issue.message);
    return { token: input.token, password: input.password };
  });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** PUT /api/profile/password: the customer's own password, the current one first. */
export const changePasswordSchema = z
  .object({
    currentPassword: secretField(1000),
    password: secretField(1000),
    confirmPassword: secretField(1000),
  })
  .transform((input, ctx) => {
    if (!input.currentPassword) return failWith(ctx, 'currentPassword', messages.register.requiredFields);
    if (!input.password) return failWith(ctx, 'password', messages.register.requiredFields);
    const issue = newPasswordIssue(input.password, input.confirmPassword);
    if (issue) return failWith(ctx, issue.path, issue.message);
    return { currentPassword: input.currentPassword, password: input.password };
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** PUT /api/profile: the name (required, as at registration) and the delivery address (optional). */
export const profileSchema = z
  .object({ name: textField(MAX_NAME_LENGTH), address: textField(MAX_ADDRESS_LENGTH) })
  .transform((input, ctx) => {
    if (!input.name) return failWith(ctx, 'name', messages.register.requiredFields);
    return input;
  });
export type ProfileInput = z.input<typeof profileSchema>;
