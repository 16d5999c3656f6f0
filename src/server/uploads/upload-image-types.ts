import { extname } from 'node:path';
import sharp from 'sharp';

/**
 * The only files /uploads/ serves and a restore puts there (docs/decisions/039): pictures of the
 * kinds the upload form takes (it stores every one as WebP), by the ending of the name. Never SVG
 * or HTML, which a browser would run as a page of the shop. `format` is what sharp calls the
 * format (it calls AVIF 'heif').
 */
const UPLOAD_IMAGE_TYPES: Readonly<Record<string, { contentType: string; format: string }>> = {
  '.webp': { contentType: 'image/webp', format: 'webp' },
  '.jpg': { contentType: 'image/jpeg', format: 'jpeg' },
  '.jpeg': { contentType: 'image/jpeg', format: 'jpeg' },
  '.png': { contentType: 'image/png', format: 'png' },
  '.gif': { contentType: 'image/gif', format: 'gif' },
  '.avif': { contentType: 'image/avif', format: 'heif' },
};

/** The content type an upload is served with, from its name; null for a name that is not a picture's. */
export function uploadContentType(path: string): string | null {
  return UPLOAD_IMAGE_TYPES[extname(path).toLowerCase()]?.contentType ?? null;
}

/** Whether `bytes` are a picture of the kind the name says (read from the file's header, not decoded). */
export async function isUploadImage(path: string, bytes: Buffer): Promise<boolean> {
  const expected = UPLOAD_IMAGE_TYPES[extname(path).toLowerCase()];
  if (!expected) return false;
  try {
    return (await sharp(bytes).metadata()).format === expected.format;
  } catch {
    return false;
  }
}
