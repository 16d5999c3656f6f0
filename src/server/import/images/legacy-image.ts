import { isAllowedImageUrl } from '../../../domain/image-url';
import { MAX_UPLOAD_BYTES } from '../../features/uploads';

/**
 * What an old app's image field holds (LEGACY-EXPORT.md): nothing, an https link (kept as it is,
 * DESIGN 6 allows it), an inline `data:image/...;base64,` URL (its bytes, to be checked and stored
 * as an upload is), or something we cannot use (the product gets the default image, reported).
 */
export type LegacyImage =
  | { kind: 'none' }
  | { kind: 'link'; url: string }
  | { kind: 'inline'; bytes: Buffer }
  | { kind: 'unusable'; problem: string };

/** The problems an image field can have, as the import report names them. */
export const IMAGE_PROBLEMS = {
  notBase64: 'inline image not base64: default image used',
  tooBig: `inline image over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: default image used`,
  badLink: 'image neither https nor an inline image: default image used',
  notAnImage: 'inline image is not a picture: default image used',
} as const;

const DATA_URL = /^data:([^,]*?)(;base64)?,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded size of `length` base64 characters (padding ignored). */
const decodedBytes = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

export function readLegacyImage(value: string | null): LegacyImage {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return { kind: 'none' };
  const dataUrl = DATA_URL.exec(trimmed);
  if (!dataUrl) {
    return isAllowedImageUrl(trimmed) && !trimmed.startsWith('/')
      ? { kind: 'link', url: trimmed }
      : { kind: 'unusable', problem: IMAGE_PROBLEMS.badLink };
  }
  if (!dataUrl[2]) return { kind: 'unusable', problem: IMAGE_PROBLEMS.notBase64 };
  // Line breaks and spaces are allowed inside base64 text; anything else is not base64.
  const base64 = trimmed.slice(dataUrl[0].length).replace(/\s+/g, '');
  if (!BASE64.test(base64) || base64.length % 4 === 1)
    return { kind: 'unusable', problem: IMAGE_PROBLEMS.notBase64 };
  // Measured before decoding: a 40 MB string is refused without making a 30 MB buffer.
  if (decodedBytes(base64) > MAX_UPLOAD_BYTES) return { kind: 'unusable', problem: IMAGE_PROBLEMS.tooBig };
  return { kind: 'inline', bytes: Buffer.from(base64, 'base64') };
}
