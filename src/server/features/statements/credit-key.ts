import type { StatementCredit } from './read-statement';

/**
 * What makes a credit the same credit in another upload (docs/decisions/067): a UPI credit's UTR
 * (the same 12 digits a payment keeps as its reference, so a UTR the owner recorded by hand counts
 * too); any other credit's day, amount, reference and narration, with how many identical lines
 * came before it in the file (two cash deposits of ₹500 on one day are two credits).
 */
export function creditKeys(credits: readonly StatementCredit[]): string[] {
  const seen = new Map<string, number>();
  return credits.map((credit) => {
    if (credit.utr !== null) return credit.utr;
    const line = `statement-line:${credit.date}|${credit.amountPaise}|${credit.reference ?? ''}|${credit.narration}`;
    const before = seen.get(line) ?? 0;
    seen.set(line, before + 1);
    return `${line}#${before + 1}`;
  });
}
