import { z } from 'zod';
import { isValidPhone, normalisePhone } from './phone';
import { messages } from './messages';
import { isWellFormedCode, normaliseCode } from './customer-code';

const text = z.string().trim().max(200).optional().default('');
const secret = z.string().max(200).optional().default('');

/**
 * Registration: one schema for the form and the API. The checks run in SPEC's
 * order and report only the first failure, with SPEC's exact words.
 */
export const registerSchema = z
  .object({
    name: text,
    phone: text,
    password: secret,
    confirmPassword: secret,
    parentCode: z.string().trim().max(20).optional().default(''),
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
    const phone = normalisePhone(input.phone);
    if (!isValidPhone(phone)) return fail('phone', messages.register.invalidPhone);
    const parentCode = input.parentCode ? normaliseCode(input.parentCode) : null;
    if (parentCode && !isWellFormedCode(parentCode))
      return fail('parentCode', messages.register.invalidParentCode);
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
