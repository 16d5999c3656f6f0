import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER_DISCOUNTS } from '../../../domain/pricing';
import { BadValue } from '../legacy-fields';
import { convertProduct } from './product-rows';

const product = (fields: Record<string, unknown> = {}) => ({
  id: 'p-1',
  name: 'Matta Rice 5 kg',
  description: 'Kerala red rice',
  category: 'Rice',
  image: null,
  price: '300',
  mrp: '345.5',
  dummyPrice: null,
  inStock: 'true',
  stockQuantity: '12',
  tierDiscounts: '{"Bronze":2,"Silver":3,"Gold":4,"Diamond":5}',
  created_at: '2024-03-05 10:00:00',
  ...fields,
});

const kinds = (fields: Record<string, unknown>) => convertProduct(product(fields)).notes.map((n) => n.kind);

describe('convertProduct', () => {
  it('turns rupees into exact paise, CSV text and JSON numbers alike', () => {
    const { value, notes } = convertProduct(product({ price: 0.1, mrp: '345.55', dummyPrice: 399.99 }));
    expect(value).toMatchObject({
      legacyId: 'p-1',
      categoryName: 'Rice',
      pricePaise: 10,
      mrpPaise: 34555,
      dummyPricePaise: 39999,
      stockQuantity: 12,
      tierDiscounts: DEFAULT_TIER_DISCOUNTS,
    });
    expect(value.createdAt?.toISOString()).toBe('2024-03-05T04:30:00.000Z');
    expect(notes).toEqual([]);
  });

  it('refuses a fraction of a paisa and a row with no price at all', () => {
    expect(() => convertProduct(product({ mrp: '45.555' }))).toThrow(BadValue);
    expect(() => convertProduct(product({ mrp: null, price: null }))).toThrow(/neither MRP nor price/);
    expect(() => convertProduct(product({ name: ' ' }))).toThrow(/name is missing/);
  });

  it('reports negative stock and sets it to 0', () => {
    const { value, notes } = convertProduct(product({ stockQuantity: '-4' }));
    expect(value.stockQuantity).toBe(0);
    expect(notes).toEqual([{ kind: 'negative stock: set to 0', detail: 'stock -4' }]);
  });

  it('keeps a product marked out of stock out of stock', () => {
    expect(convertProduct(product({ inStock: false, stockQuantity: 7 })).value.stockQuantity).toBe(0);
    expect(kinds({ inStock: false, stockQuantity: 7 })).toEqual(['marked out of stock: stock set to 0']);
    expect(convertProduct(product({ inStock: null, stockQuantity: 7 })).value.stockQuantity).toBe(7);
  });

  it('repairs prices our constraints refuse, and says so', () => {
    expect(convertProduct(product({ price: '400' })).value).toMatchObject({
      pricePaise: 34550,
      mrpPaise: 34550,
    });
    expect(kinds({ price: '400' })).toEqual(['price above MRP: lowered to MRP']);
    expect(convertProduct(product({ dummyPrice: '300' })).value.dummyPricePaise).toBeNull();
    expect(kinds({ dummyPrice: '300' })).toEqual(['dummy price not above MRP: dropped']);
    expect(convertProduct(product({ mrp: null })).value).toMatchObject({
      mrpPaise: 30000,
      pricePaise: 30000,
    });
  });

  it('reads tier discounts, the default for a tier missing or out of range', () => {
    const { value, notes } = convertProduct(
      product({ tierDiscounts: { Bronze: 2.5, Gold: 140, Diamond: '7' } }),
    );
    expect(value.tierDiscounts).toEqual({ Bronze: 2.5, Silver: 3, Gold: 4, Diamond: 7 });
    expect(notes.map((n) => n.detail)).toEqual(['Gold: 140']);
    expect(kinds({ tierDiscounts: '[1,2]' })).toEqual(['tier discounts not an object: defaults used']);
    expect(() => convertProduct(product({ tierDiscounts: '{oops' }))).toThrow(/not valid JSON/);
  });

  it('puts a product without a category in General and reads its image', () => {
    const { value } = convertProduct(product({ category: null, image: 'https://cdn.example.com/a.jpg' }));
    expect(value.categoryName).toBe('General');
    expect(value.image).toEqual({ kind: 'link', url: 'https://cdn.example.com/a.jpg' });
  });

  it('removes what PostgreSQL cannot store instead of failing the whole import', () => {
    const { value, notes } = convertProduct(product({ name: 'Rice\u0000 bag', description: 'half \ud83c' }));
    expect(value).toMatchObject({ name: 'Rice bag', description: 'half ' });
    expect(notes.map((n) => n.kind)).toEqual([
      'unstorable characters removed',
      'unstorable characters removed',
    ]);
  });
});

describe('convertProduct: Malayalam names (docs/decisions/094)', () => {
  it('reads name_ml in NFC with its joiners, and aliases from a | cell or a JSON array, each once', () => {
    const nfd = 'ചിക്കന്\u200d മസാല'.normalize('NFD');
    const { value, notes } = convertProduct(
      product({ name_ml: nfd, aliases: ' masala | Masala || chikkan ' }),
    );
    expect(value.nameMl).toBe('ചിക്കന്\u200d മസാല'.normalize('NFC'));
    expect(value.aliases).toEqual(['masala', 'chikkan']);
    expect(notes).toEqual([]);
    expect(convertProduct(product({ aliases: ['ari', 'rice'] })).value.aliases).toEqual(['ari', 'rice']);
    expect(convertProduct(product()).value).toMatchObject({ nameMl: '', aliases: [] });
  });

  it('drops an alias over 40 characters and those after ten, and cuts a long Malayalam name, noting each', () => {
    const many = Array.from({ length: 12 }, (_, i) => `word${i}`).join('|');
    expect(convertProduct(product({ aliases: many })).value.aliases).toHaveLength(10);
    expect(kinds({ aliases: many })).toEqual([
      'more than 10 other names: dropped',
      'more than 10 other names: dropped',
    ]);
    expect(kinds({ aliases: `ok|${'x'.repeat(41)}` })).toEqual([
      'other name longer than 40 characters: dropped',
    ]);
    const long = convertProduct(product({ name_ml: 'അ'.repeat(130) }));
    expect([...long.value.nameMl]).toHaveLength(120);
    expect(long.notes.map((n) => n.kind)).toEqual(['name_ml longer than 120 characters: cut']);
  });
});
