import { z } from 'zod';
import { isValidPhone, normalisePhone } from './phone';
import { messages } from './messages';
import { normaliseCode } from './customer-code';
import { secretField, textField, utf8Length } from './text-fields';

/** The database's limit on a customer's name (customers.name check). */
const MAX_NAME_LENGTH = 120;
/** bcrypt reads only the first 72 bytes of a password: a longer one would be silently cut. */
const MAX_PASSWORD_BYTES = 72;

const text = textField(200);

/** An admin's username as the server's settings and command line take it (stored lower-case). */
export const adminUsernameSchema = z
  .string()
  .regex(/^[a-zA-Z0-9_.-]{3,40}$/, 'must be 3 to 40 letters, digits, dots, dashes or underscores')
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
    if (input.password !== input.confirmPassword)
      return fail('confirmPassword', messages.register.passwordsDoNotMatch);
    if (input.password.length < 6) return fail('password', messages.register.passwordTooShort);
    if (utf8Length(input.password) > MAX_PASSWORD_BYTES)
      return fail('password', messages.register.passwordTooLong);
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
