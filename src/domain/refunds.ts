import { lineAmountPaise } from './line-amount';
import type { OrderStatus } from './order-states';
import type { MoneyMethod } from './payments';

/**
 * Refunds by line (docs/decisions/069): pure rules. Every share is taken CUMULATIVELY: what all the
 * units refunded so far come to, less what earlier refunds of the order already took, so the parts
 * of an order's refunds add up to exactly what one whole refund takes, whatever the rounding.
 */

/**
 * What of an order's amount its refunds took back: all of it once it is refunded (orders imported
 * refunded keep no share of their own), else the share its refunded lines came to.
 */
export function refundedAmountPaise(
  status: OrderStatus,
  amountPaidPaise: number,
  refundedPaise: number,
): number {
  return status === 'refunded' ? amountPaidPaise : refundedPaise;
}

/** Some units of a live order were refunded, not all of it: the order says "Part refunded". */
export function isPartRefunded(order: {
  status: OrderStatus;
  items: readonly { refundedQuantity: number }[];
}): boolean {
  return order.status !== 'refunded' && order.items.some((item) => item.refundedQuantity > 0);
}

/** A line of an order as a refund sees it. */
export interface RefundableLine {
  lineNo: number;
  productId: string | null;
  name: string;
  unitPricePaise: number;
  quantity: number;
  /** Point money of the whole line (all its units). */
  pointMoneyPaise: number;
  /** What the shop's offers took off the whole line (docs/decisions/076); none when absent. */
  offerDiscountPaise?: number;
  refundedQuantity: number;
  /** A weighed product's line: its quantities count thousandths of its unit (docs/decisions/084). */
  weighed?: boolean;
}

export interface RequestedRefundLine {
  productId: string;
  quantity: number;
}

export type RefundLinesProblem =
  { kind: 'unknown' } | { kind: 'twice' } | { kind: 'too-many'; name: string; left: number };

/**
 * `part / whole` of `total`, rounded toward zero; all of it once the part is the whole (so the
 * last refund takes exactly what is left, and a whole of 0 shares nothing until it is complete).
 */
export function cumulativeShare(total: number, part: number, whole: number): number {
  if (part >= whole) return total;
  return Math.trunc((total * part) / whole);
}

/**
 * The share of an award (points, carry and point money, as its ledger row recorded them) that a
 * refunded share of the order takes back, cumulatively: the point money's share, split into whole
 * points (their share, toward zero) at the rate the award converted at, and the rest as carry (which
 * may leave the customer owing point money, as a whole refund may). At the whole it is the award.
 */
export function awardShare(
  award: { points: number; carryPaise: number; pointMoneyPaise: number },
  part: number,
  whole: number,
): { points: number; carryPaise: number; pointMoneyPaise: number } {
  const pointMoneyPaise = cumulativeShare(award.pointMoneyPaise, part, whole);
  const points = cumulativeShare(award.points, part, whole);
  const converted = award.pointMoneyPaise - award.carryPaise; // = points × the rate at the award
  const exactRate = award.points > 0 && converted > 0 && converted % award.points === 0;
  // An award of no points (all carried), or one recorded without its money (imported), shares its carry.
  const carryPaise = exactRate
    ? pointMoneyPaise - points * (converted / award.points)
    : cumulativeShare(award.carryPaise, part, whole);
  return { points, carryPaise, pointMoneyPaise };
}

/**
 * The lines with the requested units added to what each has refunded already, or the problem:
 * a product not on the order, a product listed twice, more units than are left on its line.
 */
export function addRefundedUnits(
  lines: readonly RefundableLine[],
  requested: readonly RequestedRefundLine[],
): { ok: true; lines: RefundableLine[] } | { ok: false; problem: RefundLinesProblem } {
  const seen = new Set<string>();
  const after = lines.map((line) => ({ ...line }));
  for (const ask of requested) {
    if (seen.has(ask.productId)) return { ok: false, problem: { kind: 'twice' } };
    seen.add(ask.productId);
    const line = after.find((l) => l.productId === ask.productId);
    if (!line) return { ok: false, problem: { kind: 'unknown' } };
    const left = line.quantity - line.refundedQuantity;
    if (ask.quantity > left) return { ok: false, problem: { kind: 'too-many', name: line.name, left } };
    line.refundedQuantity += ask.quantity;
  }
  return { ok: true, lines: after };
}

/** How much of an order its refunded units make: of its line value and of its point money. */
export interface RefundedPart {
  valuePaise: number;
  wholeValuePaise: number;
  pointMoneyPaise: number;
  wholePointMoneyPaise: number;
}

/**
 * A line's value is what it sells for less what the shop's offers took off it (docs/decisions/076):
 * refunded units take back their line's share of the offer exactly, cumulatively like every share.
 */
export function refundedPart(lines: readonly RefundableLine[]): RefundedPart {
  let valuePaise = 0;
  let wholeValuePaise = 0;
  let pointMoneyPaise = 0;
  let wholePointMoneyPaise = 0;
  for (const line of lines) {
    const offer = line.offerDiscountPaise ?? 0;
    valuePaise +=
      lineAmountPaise(line.unitPricePaise, line.refundedQuantity, line.weighed) -
      cumulativeShare(offer, line.refundedQuantity, line.quantity);
    wholeValuePaise += lineAmountPaise(line.unitPricePaise, line.quantity, line.weighed) - offer;
    pointMoneyPaise += cumulativeShare(line.pointMoneyPaise, line.refundedQuantity, line.quantity);
    wholePointMoneyPaise += line.pointMoneyPaise;
  }
  return { valuePaise, wholeValuePaise, pointMoneyPaise, wholePointMoneyPaise };
}

/** Every unit of every line is refunded: the order becomes `refunded`. */
export function isWhollyRefunded(lines: readonly RefundableLine[]): boolean {
  return lines.every((line) => line.refundedQuantity >= line.quantity);
}

/**
 * The money a refund pays back: what the customer paid beyond what the units they keep now cost,
 * and never more than this refund's share. A customer who paid in full gets the share back; one
 * who paid only part gets back only what they paid beyond the goods they keep.
 */
export function moneyBackPaise(sharePaise: number, paidPaise: number, costAfterPaise: number): number {
  return Math.max(0, Math.min(sharePaise, paidPaise - costAfterPaise));
}

/**
 * Which way the money goes back: by the way it came in, the order's own payment method first, then
 * the other, each up to what it brought in net.
 */
export function splitRepayment(
  amountPaise: number,
  netPaidByMethod: Partial<Record<MoneyMethod, number>>,
  firstMethod: MoneyMethod,
): { method: MoneyMethod; amountPaise: number }[] {
  const order: MoneyMethod[] = firstMethod === 'upi' ? ['upi', 'cash'] : ['cash', 'upi'];
  const parts: { method: MoneyMethod; amountPaise: number }[] = [];
  let left = amountPaise;
  for (const method of order) {
    const take = Math.min(left, Math.max(netPaidByMethod[method] ?? 0, 0));
    if (take > 0) parts.push({ method, amountPaise: take });
    left -= take;
  }
  return parts;
}

/**
 * What a refund of these units would do to the order, before it is asked for: its share of the
 * order's amount and the money that goes back, by the same rules the shop applies.
 */
export function refundPreview(
  order: { amountPaidPaise: number; refundedPaise: number; paidPaise: number },
  lines: readonly RefundableLine[],
  requested: readonly RequestedRefundLine[],
): { sharePaise: number; moneyBackPaise: number } | null {
  const after = addRefundedUnits(lines, requested);
  if (!after.ok) return null;
  const part = refundedPart(after.lines);
  const refunded = cumulativeShare(order.amountPaidPaise, part.valuePaise, part.wholeValuePaise);
  const sharePaise = refunded - order.refundedPaise;
  return {
    sharePaise,
    moneyBackPaise: moneyBackPaise(sharePaise, order.paidPaise, order.amountPaidPaise - refunded),
  };
}
