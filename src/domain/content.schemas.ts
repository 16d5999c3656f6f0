import { z } from 'zod';
import { messages } from './messages';
import { textField } from './text-fields';
import { TIERS } from './tiers';

/** The footer pages DESIGN 7 asks for, editable by the admin. */
export const CONTENT_PAGE_SLUGS = ['faq', 'shipping-policy', 'return-policy', 'privacy-policy'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const contentPageInputSchema = z
  .object({
    title: textField(200, messages.form.tooLong),
    body: textField(20_000, messages.form.tooLong),
  })
  .transform((input, ctx) => {
    if (!input.title || !input.body) {
      ctx.addIssue({
        code: 'custom',
        path: [input.title ? 'body' : 'title'],
        message: messages.page.requiredFields,
      });
      return z.NEVER;
    }
    return input;
  });
export type ContentPageFormInput = z.input<typeof contentPageInputSchema>;
export type ContentPageInput = z.output<typeof contentPageInputSchema>;

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Plain text with light Markdown: '## ' headings, '- ' lists, '**bold**', blank lines between paragraphs. */
  body: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** One card of a club's showcase (SPEC's club_tiers row). */
export const clubTierItemSchema = z.object({
  id: z.string(),
  tierName: z.enum(TIERS),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  imageUrl: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type ClubTierItem = z.infer<typeof clubTierItemSchema>;
