import { describe, expect, it } from 'vitest';
import { retryDelayMs, stockBadge } from './stock';

describe('stockBadge', () => {
  it.each([
    [0, 'Out of Stock'],
    [-2, 'Out of Stock'],
    [1, 'Only 1 Left'],
    [2, 'Low Stock (2 left)'],
    [5, 'Low Stock (5 left)'],
  ])('%i in stock reads %s', (stock, label) => {
    expect(stockBadge(stock)?.label).toBe(label);
  });

  it('shows nothing above 5', () => {
    expect(stockBadge(6)).toBeNull();
  });
});

describe('retryDelayMs', () => {
  it('waits 2 s times the attempt number, three times', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2000, 4000, 6000, null]);
    expect(retryDelayMs(0)).toBeNull();
  });
});
