import { describe, expect, it } from 'vitest';
import { retryDelayMs, stockBadge } from './stock';

const kg = { unit: 'kg', weighed: true } as const;

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

describe('stockBadge of a weighed product', () => {
  it('reads the stock in its unit: out below half a kg, low at 5 kg or less', () => {
    expect(stockBadge(0.4, kg)?.label).toBe('Out of Stock');
    expect(stockBadge(0.5, kg)?.label).toBe('Low Stock (0.500 kg left)');
    expect(stockBadge(1, kg)?.label).toBe('Low Stock (1.000 kg left)');
    expect(stockBadge(2.5, kg)?.label).toBe('Low Stock (2.500 kg left)');
    expect(stockBadge(12.5, kg)).toBeNull();
  });
});
