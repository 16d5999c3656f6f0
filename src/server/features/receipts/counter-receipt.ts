import { RECEIPT_TOKEN_PATTERN, type CounterReceipt } from '../../../domain/counter-receipt';
import { SHOP_ADDRESS, SHOP_NAME } from '../../../domain/document-title';
import { lineAmountPaise } from '../../../domain/line-amount';
import { counterMessages } from '../../../domain/messages';
import { toStoredQuantity } from '../../../domain/quantities';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { orderEarning } from '../loyalty';
import { counterSaleOfToken, findOrder } from '../orders';
import { orderPayments } from '../payments';

/**
 * A counter sale's receipt for whoever holds its link (docs/decisions/090): the shop, the lines,
 * the totals, the points used and earned, how it was paid and the change. A malformed or unknown
 * token is the same 404.
 */
export async function counterReceipt(q: Queryable, token: string): Promise<CounterReceipt> {
  const sale = RECEIPT_TOKEN_PATTERN.test(token) ? await counterSaleOfToken(q, token) : undefined;
  const order = sale && (await findOrder(q, sale.order_id));
  if (!sale || !order) throw new AppError('NOT_FOUND', counterMessages.receiptNotFound);
  const [{ payments }, earned] = await Promise.all([
    orderPayments(q, order.id),
    orderEarning(q, order.id, order.customerId),
  ]);
  const paid = payments.filter((p) => p.direction === 'in');
  return {
    shopName: SHOP_NAME,
    shopAddress: SHOP_ADDRESS,
    orderId: order.id,
    soldAt: order.deliveredAt ?? order.orderDate,
    lines: order.items.map((line) => ({
      name: line.name,
      unit: line.unit,
      weighed: line.weighed,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      amountPaise: lineAmountPaise(
        line.unitPricePaise,
        toStoredQuantity(line.quantity, line.weighed),
        line.weighed,
      ),
      offerDiscountPaise: line.offerDiscountPaise,
    })),
    subtotalPaise: order.totalAmountPaise,
    offerDiscountPaise: order.offerDiscountPaise,
    leaderboardDiscountPaise: order.leaderboardDiscount?.discountPaise ?? 0,
    pointsUsed: order.pointsUsed,
    pointsDiscountPaise: order.pointsDiscountPaise,
    totalPaise: order.amountPaidPaise,
    pointsEarned: earned.points,
    pointsSpendableFrom: earned.points > 0 ? (earned.spendableFrom?.toISOString() ?? null) : null,
    payments: paid.map((p) => ({ method: p.method, amountPaise: p.amountPaise })),
    khataPaise: order.paymentMethod === 'khata' ? order.duePaise : 0,
    cashHandedPaise: sale.cash_handed_paise,
    changePaise: sale.change_paise,
  };
}
