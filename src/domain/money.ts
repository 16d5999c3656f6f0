/**
 * Money is integer paise everywhere (DESIGN 3); this is the one place that turns paise into text
 * and text into paise, by exact decimal arithmetic on the digits, never through a float
 * (docs/decisions/045).
 */

/** Made once: a formatter is slow to make. Given the exact decimal text, it never rounds. */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
}

/**
 * Rupees as plain text for machines and spreadsheets: two decimals, no ₹, no grouping, '-' when
 * negative. 12345 → '123.45', 5 → '0.05', -250 → '-2.50'. CSV exports and UPI links (`am=`).
 */
export function paiseToRupeesText(paise: number): string {
  assertPaise(paise);
  const abs = Math.abs(paise);
  const cents = abs % 100;
  const whole = (abs - cents) / 100;
  return `${paise < 0 ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`;
}

/** Rupees as people read them (DESIGN 10): ₹ with two decimals and Indian grouping, '₹1,50,000.00'. */
export function formatPaise(paise: number): string {
  // The decimal text, not paise / 100: a float loses the last paisa of large amounts.
  return rupees.format(paiseToRupeesText(paise) as Intl.StringNumericLiteral);
}

/**
 * Rupees as a number, only for drawing (a chart's bar heights and scale), where a float's last
 * paisa cannot be seen: never for sums, and never shown as an amount (use formatPaise).
 */
export function paiseToChartRupees(paise: number): number {
  assertPaise(paise);
  return paise / 100;
}

const compactRupees = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** A chart axis's short label for a value from paiseToChartRupees: 150000 → '₹1.5L', 12000 → '₹12K'. */
export function formatChartRupees(rupees: number): string {
  return `₹${compactRupees.format(rupees)}`;
}

/** Why a text is not an amount of rupees. */
export type RupeesProblem = 'empty' | 'not-an-amount' | 'more-than-two-decimals' | 'too-large';

export type ParsedRupees = { ok: true; paise: number } | { ok: false; problem: RupeesProblem };

/**
 * Digits with no grouping, Indian grouping (1,50,000) or international grouping (150,000).
 * A comma anywhere else ('12,50', a decimal comma) is not an amount: guessing would be 100× off.
 */
const WHOLE = /^(?:\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)$/;
const AMOUNT = /^(-?)\s*₹?\s*([\d,]*)(?:\.(\d*))?$/;

/**
 * Paise from rupees as someone types or pastes them: ' 12 ', '12.5', '1,50,000.50', '₹1,250.00',
 * '-₹5.00' (exactly what formatPaise writes), '.5'. Never rounds: a fraction of a paisa
 * ('12.505') is refused ('12.500' is exact, and fine). Negative amounts parse; whether one is
 * allowed is the caller's rule. Refused: empty text, exponents, letters, misplaced commas,
 * and amounts beyond Number.MAX_SAFE_INTEGER paise.
 */
export function parseRupees(text: string): ParsedRupees {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const match = AMOUNT.exec(trimmed);
  if (!match) return { ok: false, problem: 'not-an-amount' };
  const [, sign, grouped = '', fraction] = match;
  const hasWhole = grouped !== '';
  if ((hasWhole && !WHOLE.test(grouped)) || (!hasWhole && !fraction)) {
    return { ok: false, problem: 'not-an-amount' };
  }
  const fractionDigits = fraction ?? '';
  if (fractionDigits.replace(/0+$/, '').length > 2) return { ok: false, problem: 'more-than-two-decimals' };
  const digits = `${grouped.replaceAll(',', '')}${fractionDigits.padEnd(2, '0').slice(0, 2)}`.replace(
    /^0+(?=\d)/,
    '',
  );
  // 17 digits or more is past 2^53 for certain; 16 may be, which the check on the number sees.
  const paise = digits.length > 16 ? Number.NaN : Number(digits);
  if (!Number.isSafeInteger(paise)) return { ok: false, problem: 'too-large' };
  return { ok: true, paise: sign === '-' && paise !== 0 ? -paise : paise };
}
