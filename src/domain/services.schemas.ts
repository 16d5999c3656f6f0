import { z } from 'zod';
import { imageUrlField, readImageUrl } from './image-url';
import { messages } from './messages';
import { textField } from './text-fields';

const text = (max: number) => textField(max, messages.form.tooLong);

/**
 * Add and edit service (SPEC section 5): title, description, price and category are required,
 * with SPEC's required-fields message. The price is free text ('₹150 per hour', 'Contact for quote').
 */
export const serviceInputSchema = z
  .object({
    title: text(120),
    description: text(2000),
    priceText: text(80),
    category: text(60),
    imageUrl: imageUrlField,
    isActive: z.boolean().optional(),
  })
  .transform((input, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    const missing = (['title', 'description', 'priceText', 'category'] as const).find(
      (field) => !input[field],
    );
    if (missing) return fail(missing, messages.service.requiredFields);
    const imageUrl = readImageUrl(input.imageUrl);
    if (imageUrl === false) return fail('imageUrl', messages.image.badUrl);
    return { ...input, imageUrl };
  });
export type ServiceFormInput = z.input<typeof serviceInputSchema>;
export type ServiceInput = z.output<typeof serviceInputSchema>;

export const serviceActiveSchema = z.object({ isActive: z.boolean({ error: messages.api.invalidRequest }) });

export const serviceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priceText: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  hasImage: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;
