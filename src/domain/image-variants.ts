/**
 * Every picture uploaded through POST /api/admin/uploads is stored twice, under one content hash:
 * `<hash>.webp` (fitted in 1200×1200, the URL the API returns) and `<hash>-400w.webp` (400 px
 * wide, for cards on a phone). The small one is found by this naming rule, not stored anywhere.
 */
export const SMALL_IMAGE_WIDTH = 400;
/** The large copy's longest side. */
export const LARGE_IMAGE_SIDE = 1200;

/** Where uploads are served from (the server's UPLOADS_URL_PREFIX). */
const UPLOADS_URL_PREFIX = '/uploads/';
/** An uploaded picture's path under the uploads folder: images/[kind/]<sha-256>.webp. */
const UPLOADED_IMAGE = /^(images\/(?:[a-z]+\/)?[0-9a-f]{64})\.webp$/;

/**
 * Where the 400 px copy of an uploaded image is stored, from the large one's path under the
 * uploads folder (e.g. `images/product/<hash>.webp`), or null for a path that has none.
 */
export function smallImagePath(relativePath: string): string | null {
  const match = UPLOADED_IMAGE.exec(relativePath);
  return match ? `${match[1]}-${SMALL_IMAGE_WIDTH}w.webp` : null;
}

/**
 * The 400 px copy of an uploaded image, or null for anything without one: demo pictures,
 * external https:// links, placeholders, no image.
 */
export function smallImageUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const small = smallImagePath(url.slice(UPLOADS_URL_PREFIX.length));
  return small && UPLOADS_URL_PREFIX + small;
}

/** How wide a shop card's picture is: two columns on a phone, three from sm, four (of max-w-6xl) from lg. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 270px, (min-width: 640px) 31vw, 48vw';

export interface CardImage {
  src: string;
  /** Both copies, for a picture that has a 400 px one: a 2× phone then downloads the small one. */
  srcSet?: string;
  sizes?: string;
}

/** A shop card's picture. The server preloads the first cards' pictures with the same sources. */
export function cardImage(imageUrl: string): CardImage {
  const small = smallImageUrl(imageUrl);
  if (!small) return { src: imageUrl };
  return {
    src: imageUrl,
    srcSet: `${small} ${SMALL_IMAGE_WIDTH}w, ${imageUrl} ${LARGE_IMAGE_SIDE}w`,
    sizes: CARD_IMAGE_SIZES,
  };
}
