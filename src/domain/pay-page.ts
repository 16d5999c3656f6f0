import { SHOP_NAME } from './document-title';
import type { Language } from './language';
import { formatPaise } from './money';
import { normaliseReference } from './payments';

/** The address of an order's pay page: what WhatsApp, SMS, My Orders and the admin link to. */
export const payPagePath = (token: string) => `/pay/${token}`;

/** A pay token as the database makes them: 32 hex digits (docs/decisions/061). */
export const PAY_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** The pay link's text in each language the customer may read the shop in (docs/decisions/098). */
const PAY_LINK_TEXTS: Record<Language, (orderId: string, amount: string, url: string) => string> = {
  en: (orderId, amount, url) =>
    `${SHOP_NAME}: please pay ${amount} for your order ${orderId} by UPI here: ${url}`,
  ml: (orderId, amount, url) =>
    `${SHOP_NAME}: നിങ്ങളുടെ ഓർഡർ ${orderId}-ന് ${amount} അടയ്ക്കാനുണ്ട്. UPI വഴി ഇവിടെ അടയ്ക്കുക: ${url}`,
};

/**
 * What the shop sends a customer on WhatsApp with an order's pay page (its full https address), in
 * the customer's language.
 */
export function payLinkMessage(
  orderId: string,
  amountDuePaise: number,
  url: string,
  language: Language = 'en',
): string {
  return PAY_LINK_TEXTS[language](orderId, formatPaise(amountDuePaise), url);
}

/**
 * A UTR as a customer copies it from a UPI app: 12 digits, perhaps with spaces; null when it is not
 * one. Kept as every reference is (normaliseReference); a bank statement's narration carries the
 * same 12 digits (docs/decisions/066).
 */
export function normaliseUtr(text: string): string | null {
  const utr = normaliseReference(text);
  return utr && /^\d{12}$/.test(utr) ? utr : null;
}

/**
 * What an order asks of its customer about paying by UPI: nothing (paid, closed, or cash on
 * delivery), to pay on its pay page, or, once they gave the UTR of a transfer, nothing more while
 * the shop confirms it (so nobody pays twice).
 */
export function upiPaymentStep(order: {
  payUrl: string | null;
  paymentMethod: string;
  upiReference: string | null;
}): 'none' | 'pay' | 'confirming' {
  if (!order.payUrl || order.paymentMethod !== 'upi') return 'none';
  return order.upiReference ? 'confirming' : 'pay';
}
