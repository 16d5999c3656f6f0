import { describe, expect, it } from 'vitest';
import { MAX_ALIAS_LENGTH, MAX_ALIASES, storedMalayalam } from '../../domain/catalogue-search';
import { manglishKey } from '../../domain/manglish-key';
import { demoCategories, demoProducts } from './demo-catalogue';
import { demoCategoryNamesMl, demoProductNamesMl } from './demo-malayalam';

const MALAYALAM_WORDS = /^[\u0d00-\u0d7f\u200c\u200d]+( [\u0d00-\u0d7f\u200c\u200d]+)*$/u;

describe('the demo catalogue in Malayalam', () => {
  it('names every demo product and category in Malayalam script, stored as the API stores it', () => {
    for (const product of demoProducts) {
      const names = demoProductNamesMl[product.slug];
      expect([product.slug, names?.nameMl]).toEqual([product.slug, expect.stringMatching(MALAYALAM_WORDS)]);
      expect(storedMalayalam(names!.nameMl)).toBe(names!.nameMl);
    }
    for (const category of demoCategories)
      expect(demoCategoryNamesMl[category.name]).toMatch(MALAYALAM_WORDS);
    expect(Object.keys(demoProductNamesMl).sort()).toEqual(demoProducts.map((p) => p.slug).sort());
  });

  it('gives each product other names within the limits, at least one typed in Manglish', () => {
    for (const product of demoProducts) {
      const { nameMl, aliases } = demoProductNamesMl[product.slug]!;
      expect(aliases.length).toBeGreaterThan(0);
      expect(aliases.length).toBeLessThanOrEqual(MAX_ALIASES);
      for (const alias of aliases) expect(alias.length).toBeLessThanOrEqual(MAX_ALIAS_LENGTH);
      // A Manglish other name sounds like the Malayalam name: each of its words is in it.
      const sounds = manglishKey(nameMl).replaceAll(' ', '');
      const manglish = aliases.filter((alias) =>
        manglishKey(alias)
          .split(' ')
          .every((word) => sounds.includes(word)),
      );
      expect([product.slug, manglish.length]).not.toEqual([product.slug, 0]);
    }
  });
});
