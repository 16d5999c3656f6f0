import { describe, expect, it } from 'vitest';
import { countOf, shownCount } from './count-label';

const products = { one: 'product', many: 'products' };
const entries = { one: 'entry', many: 'entries' };

describe('countOf', () => {
  it('uses the singular for exactly one, the plural for none and many', () => {
    expect(countOf(1, products)).toBe('1 product');
    expect(countOf(0, products)).toBe('0 products');
    expect(countOf(2, entries)).toBe('2 entries');
  });

  it('groups digits the Indian way', () => {
    expect(countOf(120000, products)).toBe('1,20,000 products');
  });
});

describe('shownCount', () => {
  it('says one item in the singular, whether or not more could come', () => {
    expect(shownCount(1, { one: 'order', many: 'orders' }, true)).toBe('Showing 1 order');
    expect(shownCount(1, { one: 'order', many: 'orders' }, false)).toBe('Showing 1 order');
  });

  it('says "all" once the whole list is on screen', () => {
    expect(shownCount(3, products, true)).toBe('Showing all 3 products');
  });

  it('does not say "all" while the server has more', () => {
    expect(shownCount(20, products, false)).toBe('Showing 20 products');
  });
});
