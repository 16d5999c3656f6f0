import { describe, expect, it } from 'vitest';
import { sellOutVerdict, type SellOut } from './sell-out-verdict';

const soldOut: SellOut = {
  stock: 300,
  attempts: 900,
  placed: 300,
  outOfStock: 600,
  unitsOrdered: 300,
  orders: 300,
  stockLeft: 0,
  pointsMismatches: 0,
};

describe('the sell-out row', () => {
  it('passes only when exactly the stock is sold and everyone else hears it is out of stock', () => {
    expect(sellOutVerdict(soldOut)).toEqual({ met: true, problems: [] });
  });

  it('fails an oversell, a shelf not emptied, and orders that do not match the answers', () => {
    expect(
      sellOutVerdict({ ...soldOut, placed: 301, outOfStock: 599, unitsOrdered: 301, orders: 301 }),
    ).toEqual({
      met: false,
      problems: ['301 placed, not 300', '599 refused as out of stock, not 600'],
    });
    expect(sellOutVerdict({ ...soldOut, stockLeft: 1 }).problems).toEqual(['stock ends at 1']);
    expect(sellOutVerdict({ ...soldOut, unitsOrdered: 299 }).problems).toEqual([
      '300 orders hold 299 units for 300 answered 201',
    ]);
  });

  it('fails when attempts end in anything but 201 or out of stock (errors, timeouts)', () => {
    expect(sellOutVerdict({ ...soldOut, outOfStock: 590 }).problems).toEqual([
      '590 refused as out of stock, not 600',
      '10 answered otherwise',
    ]);
  });

  it("fails when a buyer's points differ from their ledger", () => {
    expect(sellOutVerdict({ ...soldOut, pointsMismatches: 2 }).problems).toEqual([
      "2 buyers' points differ from their ledger",
    ]);
  });
});
