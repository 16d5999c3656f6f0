import { z } from 'zod';
import { isAllowedImageUrl } from './image-url';
import { clubTierMessages, messages } from './messages';
import { textField } from './text-fields';

/** Not in SPEC: the most cards one club's showcase holds, so a membership page stays readable. */
export const CLUB_TIER_MAX_ITEMS = 12;

/** A shared text field (trimmed, no NUL) that must not be empty. */
const requiredText = (max: number, missing: string, tooLong: string = messages.form.tooLong) =>
  textField(max, tooLong).refine((value) => value !== '', { error: missing, abort: true });

/**
 * One showcase card as the admin writes it (SPEC 2: an image carrying a title, description and
 * price). The price is free text ('₹499 / year', 'Free'). The image is required: an upload of ours
 * or an https:// link (DESIGN 6). The Club Management dialog and the save request both use it.
 * What the API answers with is `clubTierItemSchema` in content.schemas.
 */
export const clubTierItemInputSchema = z.object({
  title: requiredText(120, clubTierMessages.requiredFields),
  description: textField(1000, messages.form.tooLong),
  price: requiredText(80, clubTierMessages.requiredFields),
  imageUrl: requiredText(2000, clubTierMessages.imageRequired, messages.image.badUrl).refine(
    isAllowedImageUrl,
    { error: messages.image.badUrl },
  ),
});
export type ClubTierItemFormInput = z.input<typeof clubTierItemInputSchema>;
export type ClubTierItemInput = z.output<typeof clubTierItemInputSchema>;

/** Save one club's showcase: these items replace the old ones, in this order (SPEC 7). */
export const clubTierSaveSchema = z.object({
  items: z
    .array(clubTierItemInputSchema)
    .max(CLUB_TIER_MAX_ITEMS, { error: clubTierMessages.tooMany(CLUB_TIER_MAX_ITEMS) }),
});
export type ClubTierSaveInput = z.input<typeof clubTierSaveSchema>;
