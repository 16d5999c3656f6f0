/**
 * Referral review's pure rules (DESIGN 11.3, docs/decisions/081): what counts as the same delivery
 * address and the same UPI payer, and how a flag's evidence reads to the owner.
 */

/** "House No. 12", "H.No 12", "H No:12", "House Number 12" all read "h 12". */
const HOUSE_NUMBER = /\b(?:house\s*(?:no|number|num)|h\s*\.?\s*no|door\s*\.?\s*no|d\s*\.?\s*no)\b\.?/g;
const PINCODE = /\b\d{3}\s?\d{3}\b/g;
/** Fewer letters and digits than this is no address to compare ("-", "na", a pincode alone). */
const SHORTEST_ADDRESS = 6;

/** An address as the rules compare it: its words, and its pincode when one is known. */
export interface NormalisedAddress {
  text: string;
  pincode: string | null;
}

/**
 * An address as the rules compare it: lower case, "House No."/"H.No"/"Door No" as one word,
 * punctuation as spaces, runs of spaces as one; the pincode (the delivery form's, else the one
 * written in the address) apart. Null when too little is written to compare.
 */
export function normaliseAddress(address: string, pincode?: string | null): NormalisedAddress | null {
  const lower = address.toLowerCase();
  const written = [...lower.matchAll(PINCODE)].map((m) => m[0].replace(/\s/g, '')).pop() ?? null;
  const pin = pincode?.replace(/\s/g, '') || written;
  const text = lower
    .replace(PINCODE, ' ')
    .replace(HOUSE_NUMBER, ' h ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  if (text.replace(/[^a-z0-9]/g, '').length < SHORTEST_ADDRESS) return null;
  return { text, pincode: pin };
}

/** The same address: the same words, and the same pincode unless one of them has none. */
export function sameAddress(a: NormalisedAddress, b: NormalisedAddress): boolean {
  return a.text === b.text && (a.pincode === null || b.pincode === null || a.pincode === b.pincode);
}

const UPI_START = /(?:^|[^A-Z0-9])UPI(?:\s*(?:IN|OUT|AR|CR|DR))?\s*([/\-:])/i;
const MARKERS = new Set(['CR', 'DR', 'P2A', 'P2M', 'P2P', 'IN', 'OUT', 'REV', 'RRN']);
const IFSC = /^[A-Z]{4}0?[A-Z0-9]{6}$/;
const BANK_CODE = /^[A-Z]{3,5}$/;

/**
 * The payer's name in a UPI credit's narration: the first of its first fields after "UPI" that is
 * a name (letters and spaces, two letters at least), not a UTR, a VPA, an IFSC or a bank's short
 * code. "UPI/CR/412345678901/ANIL KUMAR/SBIN/anil@okaxis/Pay" → "ANIL KUMAR"; HDFC's
 * "UPI-ANIL KUMAR-anil@okhdfc-HDFC0001234-412345678901-NOTE" → "ANIL KUMAR". Null for others.
 */
export function upiPayerName(narration: string): string | null {
  const text = narration.toUpperCase();
  const upi = UPI_START.exec(text);
  if (!upi) return null;
  const fields = text
    .slice(upi.index + upi[0].length)
    .split(upi[1]!)
    .map((field) => field.trim())
    .filter((field) => !MARKERS.has(field))
    .slice(0, 4);
  const name = fields.find(
    (field) =>
      /^[A-Z][A-Z .]*[A-Z.]$/.test(field) &&
      !IFSC.test(field) &&
      !(BANK_CODE.test(field) && !field.includes(' ')),
  );
  return name ? normalisePayerName(name) : null;
}

/** A payer name as compared: upper case, dots as spaces, one space between words. */
export function normalisePayerName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z ]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

export type FlagReasonKind = 'address' | 'device' | 'payer_name' | 'burst';

export type FlagEvidence =
  | { kind: 'address'; address: string }
  | { kind: 'device' }
  | { kind: 'payer_name'; payerName: string; statementLine: string }
  | { kind: 'burst'; parentCode: string; members: number; hours: number };

/** One piece of evidence in plain words, for the owner's review list. */
export function evidenceWords(evidence: FlagEvidence, uplineName: string): string {
  switch (evidence.kind) {
    case 'address':
      return `Same delivery address as ${uplineName}: "${evidence.address}"`;
    case 'device':
      return `Registered on a phone or computer ${uplineName} has signed in on`;
    case 'payer_name':
      return `Paid by UPI as "${evidence.payerName}", a name that also paid for ${uplineName}: ${evidence.statementLine}`;
    case 'burst':
      return `${evidence.parentCode} gained ${evidence.members} new members within ${evidence.hours} ${evidence.hours === 1 ? 'hour' : 'hours'}`;
  }
}
