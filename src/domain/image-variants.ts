/**
 * Every picture uploaded through POST /api/admin/uploads is stored twice, under one content hash:
 * `<hash>.webp` (fitted in 1200×1200, the URL the API returns) and `<hash>-400w.webp` (400 px
 * wide, for cards on a phone). The small one is found by this naming rule, not stored anywhere.
 */
export const SMALL_IMAGE_WIDTH = 400;
/** The large copy's longest side. */
export const LARGE_IMAGE_SIDE = 1200;

const UPLOADED_IMAGE = /^(\/uploads\/images\/(?:[a-z]+\/)?[0-9a-f]{64})\.webp$/;

/**
 * The 400 px copy of an uploaded image, or null for anything without one: demo pictures,
 * external https:// links, placeholders, no image.
 */
export function smallImageUrl(url: string | null | undefined): string | null {
  const match = url ? UPLOADED_IMAGE.exec(url) : null;
  return match ? `${match[1]}-${SMALL_IMAGE_WIDTH}w.webp` : null;
}
