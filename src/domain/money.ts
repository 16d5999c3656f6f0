/** Money is integer paise everywhere; this is the one formatter (₹1,50,000.00). */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}

/** "1,234.50" from a rupee amount typed in a form, to paise; null when it is not a number. */
export function rupeesToPaise(input: string | number): number | null {
  const value = typeof input === 'number' ? input : Number(String(input).replace(/[,\s₹]/g, ''));
  if (!Number.isFinite(value)) return null;
  return Math.round(value * 100);
}
