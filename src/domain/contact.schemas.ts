import { z } from 'zod';
import { messages } from './messages';
import { textField } from './text-fields';

const text = (max: number) => textField(max, messages.form.tooLong);

/** Deliberately simple: something@something.tld, no spaces. The reply is a human's e-mail anyway. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Phone is optional and may be a landline: digits with spaces, dashes, brackets and a leading +. */
const PHONE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

/** Contact form (SPEC section 5): name, email, subject and message required; phone optional. */
export const contactInputSchema = z
  .object({
    name: text(120),
    email: text(254),
    phone: text(24),
    subject: text(200),
    message: text(5000),
  })
  .transform((input, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    const missing = (['name', 'email', 'subject', 'message'] as const).find((field) => !input[field]);
    if (missing) return fail(missing, messages.contact.requiredFields);
    if (!EMAIL.test(input.email)) return fail('email', messages.contact.invalidEmail);
    if (input.phone && !PHONE.test(input.phone)) return fail('phone', messages.contact.invalidPhone);
    return { ...input, email: input.email.toLowerCase(), phone: input.phone || null };
  });
export type ContactFormInput = z.input<typeof contactInputSchema>;
export type ContactInput = z.output<typeof contactInputSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
