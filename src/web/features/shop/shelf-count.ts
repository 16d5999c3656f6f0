import type { Category } from '../../../domain/catalogue.schemas';
import { shopScreenMessages as say } from '../../../domain/messages-core';

/**
 * How many products the shelf on screen holds, from the categories' counts: all of them, or the
 * chosen category's; unknown (null) for a search or before the categories load.
 */
export function shelfSize(categories: Category[], category: string, search: string): number | null {
  if (search || categories.length === 0) return null;
  if (!category) return categories.reduce((sum, item) => sum + item.productCount, 0);
  return categories.find((item) => item.name === category)?.productCount ?? null;
}

export interface ShelfView {
  /** Products are on screen (not loading, no error). */
  ready: boolean;
  /** The products on screen are the last search's while this one loads. */
  stale: boolean;
  shown: number;
  /** From shelfSize. */
  size: number | null;
  hasMore: boolean;
}

/** The line above the grid: "Showing 20 of 45 products", or "20+ products" for a search. Empty while it would be wrong. */
export function shelfCountText({ ready, stale, shown, size, hasMore }: ShelfView): string {
  if (!ready || stale) return '';
  // A size below what is shown is out of date (a product was added since): count what is shown.
  if (size !== null && size >= shown) return say.showingOf(shown, size);
  return say.loaded(shown, hasMore);
}
