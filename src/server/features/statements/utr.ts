import { bankTransferReference } from '../../../domain/payments';

/** How money came in, as the narration says. Only a UPI credit has a UPI UTR. */
export type TransferKind = 'upi' | 'imps' | 'neft' | 'rtgs' | 'other';

export interface NarrationReference {
  kind: TransferKind;
  /** The 12-digit UPI transaction reference (UTR/RRN) of a UPI credit; null for anything else. */
  utr: string | null;
  /** The transfer's own reference read from the narration (a UPI UTR, IMPS RRN or NEFT/RTGS UTR). */
  transferReference: string | null;
}

const TWELVE_DIGITS = /^\d{12}$/;
/**
 * Where a UPI narration starts and the character that splits its fields: "UPI/CR/…" (SBI, Canara),
 * "UPI/…" (ICICI, South Indian Bank), "UPI-…" (HDFC), "UPI IN/…" and "UPI OUT/…" (Federal), "UPIAR/…".
 */
const UPI_START = /(?:^|[^A-Z0-9])UPI(?:\s*(?:IN|OUT|AR|CR|DR))?\s*([/\-:])/i;
/** Fields that say which way or what kind, before the UTR: UPI/CR/…, UPI/P2A/…. */
const MARKERS = new Set(['CR', 'DR', 'P2A', 'P2M', 'P2P', 'IN', 'OUT', 'REV', 'RRN']);
/** The UTR sits within the first fields after "UPI" (HDFC: name, VPA, IFSC, UTR), never in the note. */
const UTR_FIELDS = 4;
/** NEFT and RTGS UTRs: 16 characters (SBIN526330123456, N330260123456789) or RTGS's 22. */
const NEFT_UTR = /\b(?:[A-Z]{4}[A-Z0-9]\d{11}|[A-Z]\d{15}|[A-Z]{4}[A-Z0-9]\d{17})\b/;

/**
 * The UPI UTR of a credit (docs/decisions/066): the first field of exactly 12 digits among the
 * first fields after "UPI" and its markers, split by the character that follows "UPI". A VPA
 * (9876543210@ybl) is not 12 digits alone; an account number or a phone with 91 in the note comes
 * after the UTR, so it is never taken for it. When the narration has none, the bank's reference
 * cell gives it if it is 12 digits (HDFC pads it to 16 with zeros).
 * IMPS, NEFT and RTGS credits have references of their own, kept, but no UPI UTR: a customer's
 * UPI app never shows them, so nobody types them on an order.
 */
export function readNarrationReference(narration: string, referenceCell = ''): NarrationReference {
  const text = narration.toUpperCase();
  const upi = UPI_START.exec(text);
  if (upi) {
    const fields = text
      .slice(upi.index + upi[0].length)
      .split(upi[1]!)
      .map((field) => field.trim())
      .filter((field) => !MARKERS.has(field));
    const utr =
      fields.slice(0, UTR_FIELDS).find((field) => TWELVE_DIGITS.test(field)) ??
      utrInReferenceCell(referenceCell);
    return { kind: 'upi', utr, transferReference: utr };
  }
  if (/\bIMPS\b|^MMT\//.test(text)) {
    const rrn = text.split(/[/\-*: ]/).find((field) => TWELVE_DIGITS.test(field)) ?? null;
    return { kind: 'imps', utr: null, transferReference: rrn };
  }
  const kind: TransferKind | null = /\bNEFT\b/.test(text) ? 'neft' : /\bRTGS\b/.test(text) ? 'rtgs' : null;
  if (kind) return { kind, utr: null, transferReference: NEFT_UTR.exec(text)?.[0] ?? null };
  return { kind: 'other', utr: null, transferReference: null };
}

function utrInReferenceCell(cell: string): string | null {
  const digits = cell.trim();
  if (TWELVE_DIGITS.test(digits)) return digits;
  return /^0000\d{12}$/.test(digits) ? digits.slice(4) : null;
}

/**
 * The reference a payment from a statement credit records (docs/decisions/079): a UPI credit's UTR,
 * bare, as the customer's app shows it (a UTR pays one order once); an IMPS, NEFT or RTGS credit's
 * own reference with its channel in front ("NEFT-N326260123456789"), so the payment says how the
 * money came; null when the narration names none.
 */
export function creditPaymentReference(credit: {
  narration: string;
  reference: string | null;
  utr: string | null;
}): string | null {
  if (credit.utr) return credit.utr;
  const read = readNarrationReference(credit.narration, credit.reference ?? '');
  if (read.kind === 'upi' || read.kind === 'other' || !read.transferReference) return null;
  return bankTransferReference(read.kind, read.transferReference);
}
