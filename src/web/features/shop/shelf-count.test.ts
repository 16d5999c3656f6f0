import { describe, expect, it } from 'vitest';
import type { Category } from '../../../domain/catalogue.schemas';
import { shelfCountText, shelfSize } from './shelf-count';

const category = (name: string, productCount: number): Category => ({
  id: `c-${name}`,
  name,
  nameMl: '',
  description: '',
  productCount,
});
const categories = [category('Rice', 12), category('Oil', 1), category('Tea', 0)];

describe('the shelf size', () => {
  it('is every product for All Categories, and the chosen category’s count otherwise', () => {
    expect(shelfSize(categories, '', '')).toBe(13);
    expect(shelfSize(categories, 'Oil', '')).toBe(1);
  });

  it('is unknown for a search, a category not listed, or before the categories load', () => {
    expect(shelfSize(categories, '', 'rice')).toBeNull();
    expect(shelfSize(categories, 'Fish', '')).toBeNull();
    expect(shelfSize([], '', '')).toBeNull();
  });
});

describe('the count above the grid', () => {
  const view = { ready: true, stale: false, shown: 12, size: 13, hasMore: true };

  it('says how many of the shelf are shown, in the singular for one', () => {
    expect(shelfCountText(view)).toBe('Showing 12 of 13 products');
    expect(shelfCountText({ ...view, shown: 1, size: 1, hasMore: false })).toBe('Showing 1 of 1 product');
    expect(shelfCountText({ ...view, shown: 1 })).toBe('Showing 1 of 13 products');
  });

  it('counts what is shown, with + while more pages wait, when the size is unknown or out of date', () => {
    expect(shelfCountText({ ...view, size: null })).toBe('12+ products');
    expect(shelfCountText({ ...view, size: null, shown: 1, hasMore: false })).toBe('1 product');
    expect(shelfCountText({ ...view, size: 10, hasMore: false })).toBe('12 products');
  });

  it('says nothing while loading, after an error or while the last search is on screen', () => {
    expect(shelfCountText({ ...view, ready: false })).toBe('');
    expect(shelfCountText({ ...view, stale: true })).toBe('');
  });
});
