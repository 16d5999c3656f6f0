import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CandidateOrder, type CreditMatches, matchCredits } from './match-credits';
import type { StatementCredit } from './read-statement';

/** Small pools, so that UTRs, amounts, days and order ids collide as often as they can. */
const UTRS = ['632412345678', '632511122233', '632812398765', '632912345678'];
const STAMPS = ['1795491942123', '1795612205987', '1795411953456'];
const AMOUNTS = [100, 25_000, 50_000, 75_000];
const DAYS = ['2026-11-20', '2026-11-22', '2026-11-24'];

const orderArb = fc.record({
  stamp: fc.constantFrom(...STAMPS),
  suffix: fc.constantFrom('3FA94C1E', '3FB00000', 'B07D2A19'),
  duePaise: fc.constantFrom(0, ...AMOUNTS, 60_000),
  typedUtr: fc.option(fc.constantFrom(...UTRS)),
  placedAt: fc.integer({ min: Date.parse('2026-11-15T00:00:00Z'), max: Date.parse('2026-11-25T00:00:00Z') }),
  paymentMethod: fc.constantFrom('upi' as const, 'cod' as const),
});
const creditArb = fc.record({
  date: fc.constantFrom(...DAYS),
  amountPaise: fc.constantFrom(...AMOUNTS, 30_000),
  utr: fc.option(fc.constantFrom(...UTRS)),
  orderId: fc.option(fc.tuple(fc.constantFrom(...STAMPS), fc.constantFrom('', '3F', '3FA94C1E', 'B07D'))),
});

const input = fc.record({
  orders: fc
    .uniqueArray(orderArb, { maxLength: 8, selector: (order) => `${order.stamp}-${order.suffix}` })
    .map((orders) =>
      orders.map(({ stamp, suffix, placedAt, ...order }): CandidateOrder => ({
        ...order,
        id: `ORD-${stamp}-${suffix}`,
        placedAt: new Date(placedAt),
      })),
    ),
  credits: fc.array(creditArb, { maxLength: 10 }).map((credits) =>
    credits.map(({ orderId, ...credit }, index): StatementCredit => ({
      ...credit,
      line: index + 5,
      reference: null,
      narration: `${credit.utr ? `UPI/CR/${credit.utr}` : 'CASH DEPOSIT'}/${orderId ? `ORD-${orderId[0]}-${orderId[1]}` : 'Payment'}`,
    })),
  ),
  used: fc.uniqueArray(fc.constantFrom(...UTRS), { maxLength: 2 }),
});

function matchedPerOrder(result: CreditMatches): Map<string, number> {
  const paid = new Map<string, number>();
  for (const match of result.matched)
    paid.set(match.orderId, (paid.get(match.orderId) ?? 0) + match.amountPaise);
  return paid;
}

describe('matching credits to orders (property, docs/decisions/067)', () => {
  it('never pays an order beyond its due, never uses a key twice or again, and places every credit once', () => {
    fc.assert(
      fc.property(input, ({ orders, credits, used }) => {
        const usedKeys = new Set(used);
        const result = matchCredits(credits, orders, usedKeys);
        for (const [orderId, paid] of matchedPerOrder(result))
          expect(paid).toBeLessThanOrEqual(orders.find((order) => order.id === orderId)!.duePaise);
        const keys = result.matched.map((match) => match.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const key of keys) expect(usedKeys.has(key)).toBe(false);
        for (const match of result.matched) expect(match.amountPaise).toBe(match.credit.amountPaise);
        const placed = [...result.matched, ...result.review, ...result.unmatched, ...result.skipped].map(
          (o) => o.credit.line,
        );
        expect(placed.sort((a, b) => a - b)).toEqual(credits.map((credit) => credit.line));
      }),
    );
  });

  it('answers the same whatever order the orders come in, and changes nothing when the same file comes again', () => {
    fc.assert(
      fc.property(input, fc.boolean(), ({ orders, credits, used }, reversed) => {
        const first = matchCredits(credits, orders, new Set(used));
        expect(
          matchCredits(credits, reversed ? [...orders].reverse() : [...orders].sort(() => 0), new Set(used)),
        ).toEqual(first);
        // Applied and put in the review list: every key is known, the orders owe less. The same file again changes nothing.
        const paid = matchedPerOrder(first);
        const after = orders.map((order) => ({
          ...order,
          duePaise: order.duePaise - (paid.get(order.id) ?? 0),
        }));
        const known = [...first.matched, ...first.review, ...first.unmatched].map((outcome) => outcome.key);
        const again = matchCredits(credits, after, new Set([...used, ...known]));
        expect([again.matched, again.review, again.unmatched]).toEqual([[], [], []]);
      }),
    );
  });
});
