/**
 * DESIGN 4: points per order ≤ min(balance, floor(cap% of subtotal / point value)).
 * A negative balance (after a refund) allows no redemption.
 */
export function maxRedeemablePoints(
  balance: number,
  subtotalPaise: number,
  pointValuePaise: number,
  capPercent: number,
): number {
  if (balance <= 0) return 0;
  return Math.max(0, Math.min(balance, Math.floor((subtotalPaise * capPercent) / 100 / pointValuePaise)));
}

export interface PricedLine {
  unitPricePaise: number;
  quantity: number;
  pointMoneyPerUnitPaise: number;
}

export interface OrderTotals {
  subtotalPaise: number;
  pointMoneyPaise: number;
  pointsDiscountPaise: number;
  amountPaidPaise: number;
}

export function orderTotals(
  lines: readonly PricedLine[],
  pointsUsed: number,
  pointValuePaise: number,
): OrderTotals {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const pointMoneyPaise = lines.reduce((sum, l) => sum + l.pointMoneyPerUnitPaise * l.quantity, 0);
  const pointsDiscountPaise = pointsUsed * pointValuePaise;
  return {
    subtotalPaise,
    pointMoneyPaise,
    pointsDiscountPaise,
    amountPaidPaise: subtotalPaise - pointsDiscountPaise,
  };
}
