/** Assertions over the demo catalogue: prices, stock badges and matching image files. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  demoAddresses,
  demoCategories,
  demoClubTiers,
  demoCustomerNames,
  demoProducts,
  demoServices,
  type DemoProduct,
} from '../../src/server/seed/demo-catalogue';

export type StockBand = 'out (0)' | 'only 1 left' | 'low (2-5)' | '6-10' | 'above 10';

export function stockBand(quantity: number): StockBand {
  if (quantity === 0) return 'out (0)';
  if (quantity === 1) return 'only 1 left';
  if (quantity <= 5) return 'low (2-5)';
  if (quantity <= 10) return '6-10';
  return 'above 10';
}

export function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

function priceProblems(p: DemoProduct): string[] {
  const problems: string[] = [];
  const ints = [p.mrpPaise, p.pricePaise, p.stockQuantity, p.dummyPricePaise ?? 0];
  if (!ints.every((n) => Number.isInteger(n) && n >= 0))
    problems.push('money and stock must be non-negative integers');
  if (p.pricePaise >= p.mrpPaise) problems.push('price must be below MRP');
  const margin = (p.mrpPaise - p.pricePaise) / p.mrpPaise;
  if (margin < 0.03 || margin > 0.12)
    problems.push(`point money ${(margin * 100).toFixed(1)}% of MRP is outside 3–12%`);
  if (p.dummyPricePaise !== undefined && p.dummyPricePaise <= p.mrpPaise)
    problems.push('dummy price must be above MRP');
  return problems;
}

/** Throws with every broken rule listed; returns quietly when the catalogue is sound. */
export function checkCatalogue(productImageDir: string): void {
  const problems: string[] = [];
  const categoryNames = new Set(demoCategories.map((c) => c.name));
  const slugs = new Set<string>();
  for (const p of demoProducts) {
    if (slugs.has(p.slug)) problems.push(`${p.slug}: duplicate slug`);
    slugs.add(p.slug);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug)) problems.push(`${p.slug}: slug is not kebab-case`);
    if (!categoryNames.has(p.category)) problems.push(`${p.slug}: unknown category ${p.category}`);
    if (!existsSync(join(productImageDir, `${p.slug}.webp`))) problems.push(`${p.slug}: image file missing`);
    problems.push(...priceProblems(p).map((msg) => `${p.slug}: ${msg}`));
  }
  const bands = countBy(demoProducts, (p) => stockBand(p.stockQuantity));
  const need: Array<[StockBand, number, number]> = [
    ['out (0)', 3, 99],
    ['only 1 left', 2, 4],
    ['low (2-5)', 3, 99],
    ['6-10', 3, 99],
  ];
  for (const [band, min, max] of need) {
    const n = bands[band] ?? 0;
    if (n < min || n > max) problems.push(`stock band ${band} has ${n} products (want ${min}–${max})`);
  }
  if ((bands['above 10'] ?? 0) <= demoProducts.length / 2)
    problems.push('most products should have more than 10 in stock');
  const withDummy = demoProducts.filter((p) => p.dummyPricePaise !== undefined).length;
  if (withDummy < demoProducts.length / 4 || withDummy > demoProducts.length / 2.5) {
    problems.push(`${withDummy} products have a dummy price (want about a third)`);
  }
  if (demoCategories.length < 6) problems.push('need at least 6 categories');
  if (demoProducts.length < 45) problems.push('need at least 45 products');
  if (demoServices.length !== 5 || demoServices.filter((s) => !s.isActive).length !== 1) {
    problems.push('need 5 services with exactly one inactive');
  }
  for (const tier of ['Bronze', 'Silver', 'Gold', 'Diamond'] as const) {
    const rows = demoClubTiers.filter((t) => t.tier === tier).length;
    if (rows < 1 || rows > 2) problems.push(`${tier} club has ${rows} rows (want 1–2)`);
  }
  if (new Set(demoCustomerNames).size < 32) problems.push('need at least 32 distinct customer names');
  if (demoAddresses.length < 10) problems.push('need at least 10 addresses');
  for (const a of demoAddresses) {
    if (!/^6[789]\d{4}$/.test(a.pincode)) problems.push(`bad Kerala pincode ${a.pincode}`);
  }
  if (problems.length > 0) throw new Error(`Demo catalogue check failed:\n- ${problems.join('\n- ')}`);
}
