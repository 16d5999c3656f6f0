import { SHOP_NAME } from '../../../domain/document-title';
import { messages } from '../../../domain/messages';
import { PAY_TOKEN_PATTERN } from '../../../domain/pay-page';
import type { PayRequest } from '../../../domain/pay-page.schemas';
import { orderUpiLink } from '../../../domain/upi-link';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { findPayableOrder, giveTypedUtr } from '../orders';
import { loadLoyaltySettings } from '../settings';

/**
 * What an order's pay page shows to whoever holds its token: the order, the amount due now and the
 * UPI request for exactly that (DESIGN 11.1). Nothing about the customer: the link is meant to be
 * forwarded on WhatsApp, and a forwarded link shows no name, phone or address.
 */
export async function payRequest(db: Queryable, token: string): Promise<PayRequest> {
  const order = PAY_TOKEN_PATTERN.test(token) ? await findPayableOrder(db, token) : null;
  if (!order) throw new AppError('NOT_FOUND', messages.payPage.notFound);
  const settings = await loadLoyaltySettings(db);
  return {
    orderId: order.id,
    amountDuePaise: order.amountDuePaise,
    upiLink:
      order.amountDuePaise > 0
        ? orderUpiLink({
            payeeId: settings.storeUpiId,
            payeeName: settings.storeUpiName,
            shopName: SHOP_NAME,
            orderId: order.id,
            amountDuePaise: order.amountDuePaise,
          })
        : null,
    payeeName: settings.storeUpiName,
    payeeId: settings.storeUpiId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    upiReference: order.upiReference,
  };
}

/** The customer gives the UTR of the transfer that paid the order; the page then shows it. */
export async function giveUtr(db: Database, token: string, utr: string): Promise<PayRequest> {
  await giveTypedUtr(db, token, utr);
  return payRequest(db, token);
}
