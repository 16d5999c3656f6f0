import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { TEST_ADMIN_ENV } from '../../testing/test-users';
import { runImport } from '../run-import';
import { writeLegacyExport, type Flavour } from '../testing/legacy-export';

let t: TestApp;
const dirs: string[] = [];
beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
});
afterAll(async () => {
  await t.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const product = (id: string, fields: Record<string, unknown>) => ({
  id,
  name: `Product ${id}`,
  description: '',
  category: 'Staples',
  image: null,
  price: '40',
  mrp: '45',
  dummyPrice: null,
  inStock: 'true',
  stockQuantity: '10',
  tierDiscounts: null,
  created_at: '2024-03-05 10:00:00',
  ...fields,
});

async function importCatalogue(flavour: Flavour, tables: Record<string, Record<string, unknown>[]>) {
  const dir = mkdtempSync(join(tmpdir(), 'malayalam-export-'));
  dirs.push(dir);
  await writeLegacyExport(dir, tables, flavour);
  await runImport(t.db, { dir, apply: true, dataDir: t.config.dataDir });
}
const shopSearch = async (term: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(term)}` })).json()
    .items as { name: string; nameMl: string; aliases: string[]; category: string }[];

describe('the catalogue CSV’s name_ml and aliases columns (docs/decisions/094)', () => {
  it.each<Flavour>(['csv', 'json'])(
    'imports them from %s, and the shop finds the product by them',
    async (flavour) => {
      // Each its own search: the shop's list cache keeps a page two seconds.
      const suffix = flavour.toUpperCase();
      await importCatalogue(flavour, {
        categories: [{ id: `c-${suffix}`, name: `Oils ${suffix}`, name_ml: 'എണ്ണകൾ', description: '' }],
        products: [
          product(`p-oil-${suffix}`, {
            name: `Coconut Oil ${suffix}`,
            category: `Oils ${suffix}`,
            name_ml: 'വെളിച്ചെണ്ണ',
            aliases: flavour === 'csv' ? 'velichenna|coconut oil' : ['velichenna', 'coconut oil'],
          }),
        ],
      });
      const [found] = (await shopSearch(flavour === 'csv' ? 'welichena' : 'velichena')).filter(
        (item) => item.name === `Coconut Oil ${suffix}`,
      );
      expect(found).toMatchObject({ nameMl: 'വെളിച്ചെണ്ണ', aliases: ['velichenna', 'coconut oil'] });
      const [category] = await t.db.query<{ name_ml: string }>(
        'select name_ml from categories where name = $1',
        [`Oils ${suffix}`],
      );
      expect(category?.name_ml).toBe('എണ്ണകൾ');
    },
  );
});
