import { paiseToRupeesText } from './money';

/**
 * A UPI payment request as NPCI's linking specification writes it (DESIGN 11.1), the same text the
 * QR code holds: upi://pay?pa=<payee id>&pn=<payee name>&am=<rupees, 2 decimals>&cu=INR
 * [&tr=<order id>]&tn=<note>. No merchant code (`mc`): a wrong one makes UPI apps refuse the payment.
 */
export interface UpiRequest {
  payeeId: string;
  payeeName: string;
  amountPaise: number;
  /** `tr`, the transaction reference: the order's id, once there is an order. */
  reference?: string;
  note: string;
}

/** UPI apps limit the note; keep it short and plain. */
const MAX_NOTE = 50;
/** NPCI allows at most 35 characters of transaction reference. */
const MAX_REFERENCE = 35;

export function upiAmount(paise: number): string {
  return paiseToRupeesText(Math.max(0, paise));
}

/** Percent-encoding, but the payee id keeps its @ as NPCI's own examples write it. */
const encode = (key: string, value: string) =>
  key === 'pa' ? encodeURIComponent(value).replace(/%40/g, '@') : encodeURIComponent(value);

export function upiPayLink({ payeeId, payeeName, amountPaise, reference, note }: UpiRequest): string {
  const params: [string, string][] = [
    ['pa', payeeId],
    ['pn', payeeName],
    ['am', upiAmount(amountPaise)],
    ['cu', 'INR'],
    ...(reference ? ([['tr', reference.slice(0, MAX_REFERENCE)]] as [string, string][]) : []),
    ['tn', note.trim().slice(0, MAX_NOTE)],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(key, value)}`).join('&')}`;
}

/** The request for an order's amount due: its id as the reference, and the shop's name and the id as the note. */
export function orderUpiLink(order: {
  payeeId: string;
  payeeName: string;
  shopName: string;
  orderId: string;
  amountDuePaise: number;
}): string {
  return upiPayLink({
    payeeId: order.payeeId,
    payeeName: order.payeeName,
    amountPaise: order.amountDuePaise,
    reference: order.orderId,
    note: `${order.shopName} ${order.orderId}`,
  });
}
