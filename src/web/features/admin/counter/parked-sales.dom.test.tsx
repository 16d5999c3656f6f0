import { afterEach, describe, expect, it } from 'vitest';
import { PARKED_SALES_KEY, parkSale, readParkedSales, resumeSale, type CounterDraft } from './parked-sales';

const rice = { productId: 'p1', name: 'Matta rice', quantity: 1.25, unit: 'kg' as const, weighed: true };
const soap = { productId: 'p2', name: 'Soap', quantity: 3, unit: 'piece' as const, weighed: false };
const walkIn: CounterDraft = { customer: null, lines: [soap], pointsToUse: 0 };
const regular: CounterDraft = {
  customer: {
    id: 'c1',
    name: 'Anjali',
    phone: '9847100001',
    code: 'A123',
    tier: 'Gold',
    status: 'active',
    points: 120,
    language: 'ml',
    creditLimitPaise: 0,
    creditLeftPaise: 0,
    pincode: null,
    address: '',
  },
  lines: [rice, soap],
  pointsToUse: 40,
};

afterEach(() => localStorage.clear());

describe('parked sales (kept on this device, docs/decisions/092)', () => {
  it('lists several parked sales, oldest first, with who, what and the total', () => {
    parkSale(walkIn, 15_000, { id: 'one', now: new Date('2026-11-27T10:00:00Z') });
    const list = parkSale(regular, 41_250, { id: 'two', now: new Date('2026-11-27T10:05:00Z') });
    expect(list.map((sale) => [sale.id, sale.customer?.name ?? 'walk-in', sale.totalPaise])).toEqual([
      ['one', 'walk-in', 15_000],
      ['two', 'Anjali', 41_250],
    ]);
    expect(readParkedSales()).toEqual(list);
  });

  it('gives a sale back exactly as parked (weights, points) and takes it off the list', () => {
    parkSale(walkIn, 15_000, { id: 'one' });
    parkSale(regular, 41_250, { id: 'two' });
    const { sale, rest } = resumeSale('two');
    expect(sale).toMatchObject({ customer: { code: 'A123' }, lines: [rice, soap], pointsToUse: 40 });
    expect(rest.map((parked) => parked.id)).toEqual(['one']);
    expect(resumeSale('two').sale).toBeNull();
    resumeSale('one');
    expect(localStorage.getItem(PARKED_SALES_KEY)).toBeNull();
  });

  it('reads a damaged store as no parked sales, and skips entries that are not sales', () => {
    localStorage.setItem(PARKED_SALES_KEY, '{not json');
    expect(readParkedSales()).toEqual([]);
    localStorage.setItem(PARKED_SALES_KEY, JSON.stringify([{ id: 'x' }, 42]));
    expect(readParkedSales()).toEqual([]);
  });
});
