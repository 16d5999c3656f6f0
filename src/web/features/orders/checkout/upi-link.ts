import { paiseToRupeesText } from '../../../../domain/money';

/**
 * DESIGN 5: the UPI deep link for the exact amount payable, the same text the QR code holds.
 * upi://pay?pa=<payee id>&pn=<payee name>&am=<rupees, 2 decimals>&cu=INR&tn=<note>
 */
export interface UpiPayment {
  payeeId: string;
  payeeName: string;
  amountPaise: number;
  note: string;
}

/** UPI apps limit the note; keep it short and plain. */
const MAX_NOTE = 50;

export function upiAmount(paise: number): string {
  return paiseToRupeesText(Math.max(0, paise));
}

export function upiPayLink({ payeeId, payeeName, amountPaise, note }: UpiPayment): string {
  const params = [
    ['pa', payeeId],
    ['pn', payeeName],
    ['am', upiAmount(amountPaise)],
    ['cu', 'INR'],
    ['tn', note.trim().slice(0, MAX_NOTE)],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`).join('&')}`;
}
