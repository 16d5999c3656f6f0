import { leaderboardDiscountPaise as leaderboardDiscountOn } from './leaderboard';
import { lineAmountPaise } from './line-amount';

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
  /** What the shop must keep per unit (the product's price): the leaderboard offer stops there. */
  companyPricePerUnitPaise: number;
  /** What the shop's offers took off the line (all units; docs/decisions/076); none when absent. */
  offerDiscountPaise?: number;
  /** The line's point money after the shop's offers (all units); its own when absent. */
  offerPointMoneyPaise?: number;
  /** A weighed product's line: its quantity counts thousandths of its unit (docs/decisions/084). */
  weighed?: boolean;
}

export interface OrderTotals {
  subtotalPaise: number;
  pointMoneyPaise: number;
  /** The shop's offers on the lines (docs/decisions/076): 0 without one. */
  offerDiscountPaise: number;
  /** The leaderboard's top-N offer on the subtotal (0 when the customer does not get it). */
  leaderboardDiscountPaise: number;
  pointsDiscountPaise: number;
  amountPaidPaise: number;
}

/**
 * The most one order may come to (docs/decisions/016): ₹10,00,000, what a single product may cost.
 * Both what the customer pays and the point money the order earns are held to it, so every
 * amount on an order and its lines stays far inside the database's integer columns.
 */
export const MAX_ORDER_VALUE_PAISE = 100_000_000;

/** What the cart's lines add up to, before any points are spent. */
export function cartTotals(
  lines: readonly PricedLine[],
): Pick<OrderTotals, 'subtotalPaise' | 'pointMoneyPaise'> {
  return {
    subtotalPaise: lines.reduce(
      (sum, l) => sum + lineAmountPaise(l.unitPricePaise, l.quantity, l.weighed),
      0,
    ),
    pointMoneyPaise: lines.reduce(
      (sum, l) =>
        sum + (l.offerPointMoneyPaise ?? lineAmountPaise(l.pointMoneyPerUnitPaise, l.quantity, l.weighed)),
      0,
    ),
  };
}

/** True when the cart comes to more than one order may (what it costs, or the point money it earns). */
export function exceedsOrderLimit(totals: Pick<OrderTotals, 'subtotalPaise' | 'pointMoneyPaise'>): boolean {
  return totals.subtotalPaise > MAX_ORDER_VALUE_PAISE || totals.pointMoneyPaise > MAX_ORDER_VALUE_PAISE;
}

/**
 * docs/decisions/032, 040 and 076: the order of the discounts. The lines are at the customer's tier
 * prices; the shop's offers come first, on the lines they cover (their discount and their point
 * money are on the lines, see `priceOffers`); the leaderboard's offer is taken off them, never below a line's company price (half a
 * paisa up); points are spent on what is left, so the redemption cap is a share of the discounted
 * amount. The offer is paid out of the margin (DESIGN 4): the order's point money is the lines' own
 * (MRP − company price per unit) less the offer, never below zero. Points spent leave it as it is.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  pointsUsed: number,
  pointValuePaise: number,
  leaderboardPercent: number | null = null,
): OrderTotals {
  const { subtotalPaise, pointMoneyPaise: linesPointMoneyPaise } = cartTotals(lines);
  const offerDiscountPaise = lines.reduce((sum, l) => sum + (l.offerDiscountPaise ?? 0), 0);
  const leaderboardDiscountPaise = leaderboardPercent ? leaderboardDiscountOn(lines, leaderboardPercent) : 0;
  const pointMoneyPaise = Math.max(0, linesPointMoneyPaise - leaderboardDiscountPaise);
  const pointsDiscountPaise = pointsUsed * pointValuePaise;
  return {
    subtotalPaise,
    pointMoneyPaise,
    offerDiscountPaise,
    leaderboardDiscountPaise,
    pointsDiscountPaise,
    amountPaidPaise: subtotalPaise - offerDiscountPaise - leaderboardDiscountPaise - pointsDiscountPaise,
  };
}

export interface RedemptionRules {
  pointValuePaise: number;
  redemptionCapPercent: number;
}

/**
 * The checkout's numbers for a priced cart and a points balance: the leaderboard offer when the
 * customer gets it (`leaderboardPercent`), the most points this order may then use (DESIGN 4), and
 * the totals with as many of the wanted points as that allows. The quote shows them; placing the
 * order refuses more points than `maxPointsUsable`.
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  balance: number,
  pointsWanted: number,
  rules: RedemptionRules,
  leaderboardPercent: number | null = null,
): OrderTotals & { maxPointsUsable: number } {
  const offered = orderTotals(lines, 0, rules.pointValuePaise, leaderboardPercent);
  const maxPointsUsable = maxRedeemablePoints(
    balance,
    offered.amountPaidPaise,
    rules.pointValuePaise,
    rules.redemptionCapPercent,
  );
  return {
    ...orderTotals(lines, Math.min(pointsWanted, maxPointsUsable), rules.pointValuePaise, leaderboardPercent),
    maxPointsUsable,
  };
}
