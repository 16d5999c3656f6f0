/** Shop page size: three rows on a wide screen, a good scroll on a phone. */
export const SHOP_PAGE_SIZE = 24;

/** A phone's first row of cards: their pictures are the shop's largest paint, fetched first. */
export const SHOP_FIRST_ROW = 2;

export interface ProductListQuery {
  search?: string | undefined;
  category?: string | undefined;
  cursor?: string | null | undefined;
  limit?: number | undefined;
}

/**
 * The address of one page of the shop's product list. The shop asks for exactly this, and the
 * server names the same address in the shop's HTML so that the browser starts it at once: one
 * function, so the two cannot differ by a parameter's order or spelling.
 */
export function productListPath({
  search,
  category,
  cursor,
  limit = SHOP_PAGE_SIZE,
}: ProductListQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(limit));
  return `/api/products?${params}`;
}
