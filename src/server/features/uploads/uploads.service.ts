import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { LARGE_IMAGE_SIDE, SMALL_IMAGE_WIDTH, smallImagePath } from '../../../domain/image-variants';
import { messages } from '../../../domain/messages';
import { AppError } from '../../errors';
import { saveUpload } from '../../uploads/upload-storage';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const WEBP_QUALITY = 80;
/** The small copy is looked at on a phone's card: a lower quality does not show. */
const SMALL_WEBP_QUALITY = 75;
/** Refuse decompression bombs: a 5 MB file may claim a gigantic canvas. */
const MAX_INPUT_PIXELS = 50_000_000;
/** What sharp calls the formats we accept (AVIF is reported as 'heif'). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export const UPLOAD_KINDS = ['product', 'service', 'club'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', messages.image.onlyImages, { file: messages.image.onlyImages });

/**
 * DESIGN 6: the bytes must decode as a JPEG, PNG, WebP, GIF or AVIF picture, whatever the file
 * name or declared type says. The picture is turned upright (EXIF orientation), fitted inside
 * 1200×1200, stripped of metadata (location, camera) and re-encoded as WebP. The file name is
 * the SHA-256 of the result, so an upload never overwrites a different image and can be cached forever.
 * A 400 px wide copy is stored beside it under the same hash (domain/image-variants.ts names it)
 * for the shop's cards; the returned URL is the large one.
 */
export async function storeImage(
  dataDir: string,
  bytes: Buffer,
  kind: UploadKind | undefined,
): Promise<StoredImage> {
  return storeImageWith((relativePath, data) => saveUpload(dataDir, relativePath, data), bytes, kind);
}

/** Where an image's files are written: a relative path and its bytes in, the public URL out. */
export type SaveUpload = (relativePath: string, bytes: Uint8Array) => Promise<string>;

/**
 * storeImage's work with the writing left to `save`: the import (src/server/import) checks and
 * encodes an old app's inline images exactly as an upload, but stages the files until it commits.
 */
export async function storeImageWith(
  save: SaveUpload,
  bytes: Buffer,
  kind: UploadKind | undefined,
): Promise<StoredImage> {
  let output: { data: Buffer; info: OutputInfo };
  let small: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
    // Both copies from the uploaded picture itself: each is encoded once, never a copy of a copy.
    const upright = image.rotate();
    [output, small] = await Promise.all([
      upright
        .clone()
        .resize(LARGE_IMAGE_SIDE, LARGE_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
      // Also inside 1200 px high, so a tall picture's small copy is never bigger than its large one.
      upright
        .clone()
        .resize(SMALL_IMAGE_WIDTH, LARGE_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: SMALL_WEBP_QUALITY })
        .toBuffer(),
    ]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
  const hash = createHash('sha256').update(output.data).digest('hex');
  const folder = kind ? `images/${kind}` : 'images';
  const large = `${folder}/${hash}.webp`;
  // The small copy first: whenever the large one's URL exists, so does its small copy.
  await save(smallImagePath(large)!, small);
  const url = await save(large, output.data);
  return { url, width: output.info.width, height: output.info.height };
}
