import { describe, expect, it } from 'vitest';
import { importTestApp, legacyProduct } from '../testing/import-test-app';
import type { Flavour } from '../testing/legacy-export';

const imports = importTestApp('malayalam-export-');
const shopSearch = async (term: string) =>
  (
    await imports.t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(term)}` })
  ).json().items as { name: string; nameMl: string; aliases: string[]; category: string }[];

describe('the catalogue CSV’s name_ml and aliases columns (docs/decisions/094)', () => {
  it.each<Flavour>(['csv', 'json'])(
    'imports them from %s, and the shop finds the product by them',
    async (flavour) => {
      // Each its own search: the shop's list cache keeps a page two seconds.
      const suffix = flavour.toUpperCase();
      await imports.importTables(
        {
          categories: [{ id: `c-${suffix}`, name: `Oils ${suffix}`, name_ml: 'എണ്ണകൾ', description: '' }],
          products: [
            legacyProduct(`p-oil-${suffix}`, {
              name: `Coconut Oil ${suffix}`,
              category: `Oils ${suffix}`,
              name_ml: 'വെളിച്ചെണ്ണ',
              aliases: flavour === 'csv' ? 'velichenna|coconut oil' : ['velichenna', 'coconut oil'],
            }),
          ],
        },
        flavour,
      );
      const [found] = (await shopSearch(flavour === 'csv' ? 'welichena' : 'velichena')).filter(
        (item) => item.name === `Coconut Oil ${suffix}`,
      );
      expect(found).toMatchObject({ nameMl: 'വെളിച്ചെണ്ണ', aliases: ['velichenna', 'coconut oil'] });
      const [category] = await imports.t.db.query<{ name_ml: string }>(
        'select name_ml from categories where name = $1',
        [`Oils ${suffix}`],
      );
      expect(category?.name_ml).toBe('എണ്ണകൾ');
    },
  );
});
