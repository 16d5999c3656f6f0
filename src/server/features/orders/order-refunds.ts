import { messages } from '../../../domain/messages';
import {
  addRefundedUnits,
  cumulativeShare,
  isWhollyRefunded,
  refundedPart,
  type RefundableLine,
  type RefundLinesProblem,
  type RequestedRefundLine,
} from '../../../domain/refunds';
import {
  formatQuantity,
  PIECE,
  quantityProblem,
  quantityRefusal,
  toApiQuantity,
  toStoredQuantity,
  type Measure,
  type ProductUnit,
} from '../../../domain/quantities';
import { recordAudit } from '../../audit/audit-log';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import type { LockedOrder } from './order-transition';

/** Refunded units as people read them: `quantity` in the line's unit, named when weighed. */
type RefundedUnits = { productId: string; name: string; quantity: number; unit?: ProductUnit }[];

/** How much of an order is refunded so far: `part` of `whole`. */
interface Share {
  part: number;
  whole: number;
}

/** What a refund by line did to the order's lines and amounts (docs/decisions/069). */
export interface LinesRefunded {
  /** The units this refund took back, per product, as stored (lines of deleted products have none). */
  units: { productId: string; name: string; quantity: number }[];
  /**
   * The same as the refund's record and audit row give them: a weighed line's quantity in its unit
   * with the unit beside it (0.5, 'kg'), a piece line's as it is (docs/decisions/084).
   */
  unitsAsSold: RefundedUnits;
  /** This refund's share of the order's amount (cumulative, so the shares add up to the amount). */
  sharePaise: number;
  /** What the customer's kept units still cost after this refund. */
  costAfterPaise: number;
  /** What the order's payments came to before this refund (in less out). */
  paidPaise: number;
  /** The shares of the order refunded so far: of its point money (awards) and its value (points used). */
  awards: Share;
  pointsUsed: Share;
  whollyRefunded: boolean;
}

type OrderLine = RefundableLine & Measure;

function refusal(problem: RefundLinesProblem, lines: readonly OrderLine[]): AppError {
  const message =
    problem.kind === 'unknown'
      ? messages.orders.refundLineUnknown
      : problem.kind === 'twice'
        ? messages.orders.refundLineTwice
        : messages.orders.refundTooMany(
            problem.name,
            problem.left,
            // The line named (its unit as sold): "Only 0.500 kg of Rice can still be refunded."
            formatQuantity(problem.left, lines.find((l) => l.name === problem.name) ?? PIECE),
          );
  return new AppError('REFUND_LINES_REFUSED', message, { lines: message });
}

/**
 * The requested units as the lines store them (docs/decisions/084): a weighed line's decimal in
 * thousandths; a decimal on a line of pieces, or more than 3 decimals, is refused. Products not on
 * the order are left for addRefundedUnits to refuse.
 */
function storedUnits(
  lines: readonly OrderLine[],
  requested: readonly RequestedRefundLine[],
): RequestedRefundLine[] {
  return requested.map((ask) => {
    const line = lines.find((l) => l.productId === ask.productId);
    if (!line) return ask;
    // How many the line has left is addRefundedUnits' to say; here only whole pieces and 3 decimals.
    const problem = quantityProblem(ask.quantity, line);
    if (problem === 'not-whole' || problem === 'too-precise') {
      const message = quantityRefusal(ask.quantity, line)!;
      throw new AppError('REFUND_LINES_REFUSED', message, { lines: message });
    }
    return { productId: ask.productId, quantity: toStoredQuantity(ask.quantity, line.weighed) };
  });
}

/**
 * Refunds units of a locked, delivered order's lines: the requested ones, or every unit still
 * unrefunded when `requested` is null (a whole refund). Refuses a product not on the order, one
 * listed twice and more units than a line has left, changing nothing. Keeps each line's refunded
 * units and the order's refunded share of its amount and point money.
 */
export async function refundLines(
  tx: Queryable,
  order: LockedOrder,
  requested: readonly RequestedRefundLine[] | null,
): Promise<LinesRefunded> {
  const lines = await tx.query<OrderLine>(
    `select line_no as "lineNo", product_id as "productId", name, unit_price_paise as "unitPricePaise",
            quantity, point_money_paise as "pointMoneyPaise", offer_discount_paise as "offerDiscountPaise",
            refunded_quantity as "refundedQuantity", unit, weighed
     from order_items where order_id = $1 order by line_no`,
    [order.id],
  );
  const [amounts] = await tx.query<{ refunded_paise: number; paid_paise: number }>(
    'select refunded_paise, paid_paise from orders where id = $1',
    [order.id],
  );
  const after = requested
    ? addRefundedUnits(lines, storedUnits(lines, requested))
    : { ok: true as const, lines: lines.map((l) => ({ ...l, refundedQuantity: l.quantity })) };
  if (!after.ok) throw refusal(after.problem, lines);
  const part = refundedPart(after.lines);
  const refundedPaise = cumulativeShare(order.amount_paid_paise, part.valuePaise, part.wholeValuePaise);
  const awards =
    part.wholePointMoneyPaise > 0
      ? { part: part.pointMoneyPaise, whole: part.wholePointMoneyPaise }
      : { part: part.valuePaise, whole: part.wholeValuePaise };
  await tx.query(
    `update order_items i set refunded_quantity = l.refunded
     from unnest($2::int[], $3::int[]) as l(line_no, refunded)
     where i.order_id = $1 and i.line_no = l.line_no and i.refunded_quantity <> l.refunded`,
    [order.id, after.lines.map((l) => l.lineNo), after.lines.map((l) => l.refundedQuantity)],
  );
  await tx.query(
    `update orders set refunded_paise = $2, refunded_point_money_paise = $3, updated_at = now() where id = $1`,
    [order.id, refundedPaise, cumulativeShare(order.point_money_paise, awards.part, awards.whole)],
  );
  const byLine = new Map(lines.map((l) => [l.lineNo, l]));
  const refunded = after.lines
    .map((l) => ({ line: l, quantity: l.refundedQuantity - byLine.get(l.lineNo)!.refundedQuantity }))
    .filter(({ line, quantity }) => quantity > 0 && line.productId !== null);
  return {
    units: refunded.map(({ line, quantity }) => ({ productId: line.productId!, name: line.name, quantity })),
    unitsAsSold: refunded.map(({ line, quantity }) => {
      const { weighed, unit } = byLine.get(line.lineNo)!;
      return {
        productId: line.productId!,
        name: line.name,
        quantity: toApiQuantity(quantity, weighed),
        ...(weighed ? { unit } : {}),
      };
    }),
    sharePaise: refundedPaise - amounts!.refunded_paise,
    costAfterPaise: order.amount_paid_paise - refundedPaise,
    paidPaise: amounts!.paid_paise,
    awards,
    pointsUsed: { part: part.valuePaise, whole: part.wholeValuePaise },
    whollyRefunded: isWhollyRefunded(after.lines),
  };
}

/**
 * Locks the order and finds the refund an earlier request with this Idempotency-Key made, if any:
 * a retry of a refund refunds nothing again (docs/decisions/069).
 */
export async function earlierRefund(
  tx: Queryable,
  orderId: string,
  idempotencyKey: string,
): Promise<{ repaidPaise: number; whole: boolean } | null> {
  await tx.query('select 1 from orders where id = $1 for update', [orderId]);
  const [row] = await tx.query<{ repaid_paise: number; status: string }>(
    `select r.repaid_paise, o.status from order_refunds r join orders o on o.id = r.order_id
     where r.order_id = $1 and r.idempotency_key = $2`,
    [orderId, idempotencyKey],
  );
  return row ? { repaidPaise: row.repaid_paise, whole: row.status === 'refunded' } : null;
}

/** The refund's record (and, for a refund by line that leaves units unrefunded, its audit row). */
export async function recordRefund(
  tx: Queryable,
  refund: {
    orderId: string;
    idempotencyKey: string | null;
    units: RefundedUnits;
    sharePaise: number;
    repaid: { paymentId: string; method: string; amountPaise: number }[];
    adminId: string;
    reason: string | null;
    audit: boolean;
  },
): Promise<void> {
  const repaidPaise = refund.repaid.reduce((sum, p) => sum + p.amountPaise, 0);
  await tx.query(
    `insert into order_refunds (order_id, idempotency_key, lines, refunded_paise, repaid_paise, admin_id)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      refund.orderId,
      refund.idempotencyKey,
      JSON.stringify(refund.units),
      refund.sharePaise,
      repaidPaise,
      refund.adminId,
    ],
  );
  if (!refund.audit) return;
  await recordAudit(tx, {
    adminId: refund.adminId,
    action: 'order.part_refund',
    entity: 'order',
    entityId: refund.orderId,
    details: {
      lines: refund.units,
      refundedPaise: refund.sharePaise,
      repaid: refund.repaid,
      reason: refund.reason,
    },
  });
}
