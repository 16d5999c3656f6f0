import { z } from 'zod';
import { isValidPhone, normalisePhone } from './phone';
import { messages } from './messages';
import { normaliseCode } from './customer-code';
import { secretField, textField, utf8Length } from './text-fields';

/** The database's limit on a customer's name (customers.name check). */
export const MAX_NAME_LENGTH = 120;
/** SPEC: a password has at least 6 characters. */
const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads only the first 72 bytes of a password: a longer one would be silently cut. */
const MAX_PASSWORD_BYTES = 72;

/** Why a new password cannot be used (SPEC's 6 characters at least, bcrypt's 72 bytes at most), or null. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return messages.register.passwordTooShort;
  if (utf8Length(password) > MAX_PASSWORD_BYTES) return messages.register.passwordTooLong;
  return null;
}

/**
 * What is wrong with a new password typed twice, in SPEC's registration order (they must match,
 * then the length), and which of the two fields says so; null when it can be used. Registration,
 * a reset link and changing one's own password all ask it.
 */
export function newPasswordIssue(
  password: string,
  confirmPassword: string,
): { path: 'password' | 'confirmPassword'; message: string } | null {
  if (password !== confirmPassword)
    return { path: 'confirmPassword', message: messages.register.passwordsDoNotMatch };
  const problem = passwordLengthProblem(password);
  return problem ? { path: 'password', message: problem } : null;
}

const text = textField(200);

/** What an admin's (the owner's or a staff member's) username may be; admin_users checks 3 to 40 too. */
export const ADMIN_USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{3,40}$/;
/** An admin's username as the server's settings and command line take it (stored lower-case). */
export const adminUsernameSchema = z
  .string()
  .regex(ADMIN_USERNAME_PATTERN, 'must be 3 to 40 letters, digits, dots, dashes or underscores')
  .transform((username) => username.toLowerCase());
/** Sign-in passwords are not capped at 72 bytes: a password set before the cap must still work. */
const secret = secretField(200);

/**
 * Registration: one schema for the form and the API. The checks run in SPEC's
 * order and report only the first failure, with SPEC's exact words. Steps 5 and 6
 * (phone not taken, then parent code well formed and known) need the database: the server
 * runs them, in that order.
 */
export const registerSchema = z
  .object({
    name: textField(MAX_NAME_LENGTH),
    phone: text,
    password: secretField(1000),
    confirmPassword: secretField(1000),
    parentCode: text,
  })
  .transform((input, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (!input.name || !input.phone || !input.password) {
      const missing = !input.name ? 'name' : !input.phone ? 'phone' : 'password';
      return fail(missing, messages.register.requiredFields);
    }
    const passwordIssue = newPasswordIssue(input.password, input.confirmPassword);
    if (passwordIssue) return fail(passwordIssue.path, passwordIssue.message);
    const phone = normalisePhone(input.phone);
    if (!isValidPhone(phone)) return fail('phone', messages.register.invalidPhone);
    const parentCode = input.parentCode ? normaliseCode(input.parentCode) : null;
    return { name: input.name, phone, password: input.password, parentCode };
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type Registration = z.output<typeof registerSchema>;

export const customerLoginSchema = z.object({ phone: text, password: secret }).transform((input, ctx) => {
  if (!input.phone || !input.password) {
    ctx.addIssue({
      code: 'custom',
      path: [input.phone ? 'password' : 'phone'],
      message: messages.customerLogin.required,
    });
    return z.NEVER;
  }
  return { phone: normalisePhone(input.phone), password: input.password };
});
export type CustomerLoginInput = z.input<typeof customerLoginSchema>;

export const adminLoginSchema = z.object({ username: text, password: secret }).transform((input, ctx) => {
  if (!input.username || !input.password) {
    ctx.addIssue({
      code: 'custom',
      path: [input.username ? 'password' : 'username'],
      message: messages.adminLogin.required,
    });
    return z.NEVER;
  }
  return { username: input.username.toLowerCase(), password: input.password };
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

/** The first message a failed parse carries, for a form to show. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.api.invalidRequest;
}
