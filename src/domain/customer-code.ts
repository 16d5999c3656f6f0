/** A100 is the shop itself: the root of the referral tree, never a customer. */
export const ROOT_CODE = 'A100';

export function normaliseCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isRootCode(code: string): boolean {
  return normaliseCode(code) === ROOT_CODE;
}

/** Codes look like A101: one capital letter and three or more digits. */
export function isWellFormedCode(code: string): boolean {
  return /^[A-Z]\d{3,9}$/.test(code);
}

/**
 * What a box for "phone or code" holds, as the key the API takes (the counter's and the phone
 * order's customer finder). Here, free of zod, not beside the schemas that check it.
 */
export function customerKeyOf(typed: string): { phone: string } | { code: string } {
  const code = normaliseCode(typed);
  return isWellFormedCode(code) ? { code } : { phone: typed.trim() };
}
