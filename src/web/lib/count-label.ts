/** A noun in both numbers, as a count line needs it ("product" / "products"). */
export interface Noun {
  one: string;
  many: string;
}

/** "1 product", "3 products", "1,20,000 products" (Indian digit grouping). */
export function countOf(count: number, noun: Noun): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? noun.one : noun.many}`;
}

/**
 * The line under a list: "Showing 20 products" while the server has more, "Showing all 3 products"
 * once every item is on screen, and "Showing 1 product" when that one is all there is.
 */
export function shownCount(count: number, noun: Noun, complete: boolean): string {
  if (complete && count > 1) return `Showing all ${countOf(count, noun)}`;
  return `Showing ${countOf(count, noun)}`;
}
