import { z } from 'zod';
import { messages } from './messages';
import { PRODUCT_PLACEHOLDER_IMAGE, SERVICE_PLACEHOLDER_IMAGE } from './placeholder-images';

const PLACEHOLDERS: readonly string[] = [PRODUCT_PLACEHOLDER_IMAGE, SERVICE_PLACEHOLDER_IMAGE];

const UPLOADED_PATH = /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9/_.-]*$/;

/**
 * DESIGN 6: an image is either one of our uploads (a path under /uploads/) or an external
 * https:// link. Never a data: URL, never javascript:, never a path outside /uploads/.
 */
export function isAllowedImageUrl(url: string): boolean {
  if (url.startsWith('/')) return UPLOADED_PATH.test(url) && !url.includes('..') && !url.includes('//');
  if (!url.toLowerCase().startsWith('https://') || /\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname.length > 0 && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/**
 * The image field of the product and service forms, as given by the browser.
 * Use `readImageUrl` in the schema's transform to turn it into what the server stores.
 */
export const imageUrlField = z
  .string()
  .trim()
  .max(2000, { error: messages.image.badUrl })
  .nullable()
  .optional();

/**
 * undefined: no image given (create uses the placeholder, edit keeps the old image, as SPEC says);
 * null: the placeholder itself was sent back, i.e. go back to no image;
 * a string: an allowed image URL. Returns false for a URL that is not allowed.
 */
export function readImageUrl(value: string | null | undefined): string | null | undefined | false {
  if (value === undefined || value === null || value === '') return undefined;
  if (PLACEHOLDERS.includes(value)) return null;
  return isAllowedImageUrl(value) ? value : false;
}
