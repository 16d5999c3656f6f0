/**
 * An order id as a bank copied it into a narration from the UPI link's `tn`/`tr`
 * (ORD-{13-digit millisecond}-{suffix}): hyphens or spaces may be gone and the end cut off.
 * `stamp` is the 13 digits (all of them are needed: Date.now() has 13 until the year 2286);
 * `suffix` is what is left of the rest, maybe nothing (with the hyphen gone it starts right
 * after the 13th digit, even with a digit). A suffix must follow the digits directly or after a hyphen: a word after a
 * space is the narration's, not the id's.
 */
export interface OrderIdInNarration {
  stamp: string;
  suffix: string;
}

const ORDER_ID = /ORD[\s\-_.]*(\d{13})(?:-?([A-Z0-9]{1,8}))?/i;

export function orderIdInNarration(narration: string): OrderIdInNarration | null {
  const found = ORDER_ID.exec(narration);
  return found ? { stamp: found[1]!, suffix: (found[2] ?? '').toUpperCase() } : null;
}

/** The stamp and suffix of one of our order ids, or null for an id of another shape. */
export function orderIdParts(orderId: string): OrderIdInNarration | null {
  const parts = /^ORD-(\d{13})-([A-Z0-9]+)$/i.exec(orderId);
  return parts ? { stamp: parts[1]!, suffix: parts[2]!.toUpperCase() } : null;
}

/** Whether what a narration kept of an id's suffix fits this order's (cut short, or run into text). */
export function suffixFits(read: string, orderSuffix: string): boolean {
  return read === '' || orderSuffix.startsWith(read) || read.startsWith(orderSuffix);
}
