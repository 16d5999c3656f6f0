/** What a sell-out ended with: the answers to every attempt and what the database holds after. */
export interface SellOut {
  stock: number;
  attempts: number;
  /** Attempts answered 201. */
  placed: number;
  /** Attempts answered 409 OUT_OF_STOCK, the shop's answer when the shelf is empty. */
  outOfStock: number;
  /** Units of the product on orders, and the orders holding it. */
  unitsOrdered: number;
  orders: number;
  stockLeft: number;
  /** Buyers whose points balance is not the sum of their ledger. */
  pointsMismatches: number;
}

/**
 * Exactly the stock sold, every other attempt refused with the out-of-stock answer (nothing else:
 * no 500s, no timeouts), the shelf at 0, the orders holding exactly what was answered 201, and
 * every buyer's points equal to their ledger. Any difference fails the row and is named.
 */
export function sellOutVerdict(s: SellOut): { met: boolean; problems: string[] } {
  const problems: string[] = [];
  if (s.placed !== s.stock) problems.push(`${s.placed} placed, not ${s.stock}`);
  if (s.outOfStock !== s.attempts - s.stock)
    problems.push(`${s.outOfStock} refused as out of stock, not ${s.attempts - s.stock}`);
  if (s.placed + s.outOfStock !== s.attempts)
    problems.push(`${s.attempts - s.placed - s.outOfStock} answered otherwise`);
  if (s.stockLeft !== 0) problems.push(`stock ends at ${s.stockLeft}`);
  if (s.unitsOrdered !== s.placed || s.orders !== s.placed)
    problems.push(`${s.orders} orders hold ${s.unitsOrdered} units for ${s.placed} answered 201`);
  if (s.pointsMismatches) problems.push(`${s.pointsMismatches} buyers' points differ from their ledger`);
  return { met: problems.length === 0, problems };
}
