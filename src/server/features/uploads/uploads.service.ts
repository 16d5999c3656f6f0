import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { messages } from '../../../domain/messages';
import { AppError } from '../../errors';
import { saveUpload } from '../../uploads/upload-storage';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Stored images fit in this box; smaller images are never enlarged. */
const MAX_SIDE = 1200;
const WEBP_QUALITY = 80;
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
 */
export async function storeImage(
  dataDir: string,
  bytes: Buffer,
  kind: UploadKind | undefined,
): Promise<StoredImage> {
  let output: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
    output = await image
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
  const hash = createHash('sha256').update(output.data).digest('hex');
  const folder = kind ? `images/${kind}` : 'images';
  const url = await saveUpload(dataDir, `${folder}/${hash}.webp`, output.data);
  return { url, width: output.info.width, height: output.info.height };
}
