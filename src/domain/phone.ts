/**
 * Phones are stored as the 10-digit Indian mobile number: spaces, dashes and a
 * leading +91 / 91 / 0 are removed. Anything else is returned as typed (digits only)
 * so that validation can reject it.
 */
export function normalisePhone(raw: string): string {
  let digits = raw.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.startsWith('+')) return digits;
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** SPEC: at least 10 characters. After normalising, an Indian mobile is exactly 10 digits, 6-9 first. */
export function isValidPhone(normalised: string): boolean {
  return /^[6-9]\d{9}$/.test(normalised);
}
