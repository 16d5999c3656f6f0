import { describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '../../../domain/barcodes';
import { importTestApp, legacyProduct } from '../testing/import-test-app';
import type { Flavour } from '../testing/legacy-export';

const imports = importTestApp('barcode-export-');

const ean = (twelve: string) => `${twelve}${gtinCheckDigit(twelve)}`;
const RICE = ean('890100000011');
const RICE_BIG = ean('890100000012');
async function importProducts(flavour: Flavour, products: Record<string, unknown>[]) {
  const report = await imports.importTables({ products }, flavour);
  return Object.fromEntries(
    [...report.table('products').problems].map(([kind, { examples }]) => [kind, examples]),
  );
}
const productNamed = async (name: string) =>
  (
    await imports.t.db.query<{
      unit: string;
      weighed: boolean;
      stock_quantity: number;
      scale_item_code: string | null;
      barcodes: string[];
    }>(
      `select unit, weighed, stock_quantity, scale_item_code,
         array(select code from product_barcodes b where b.product_id = p.id order by code) as barcodes
       from products p where name = $1`,
      [name],
    )
  )[0];

describe('the product CSV’s barcodes, unit and weighed columns', () => {
  it('imports several barcodes in one cell, a weighed product’s stock in thousandths, and notes each bad value', async () => {
    const problems = await importProducts('csv', [
      legacyProduct('p-rice', {
        name: 'Matta Rice',
        barcodes: `${RICE} | ${RICE_BIG.slice(0, 4)} ${RICE_BIG.slice(4)}`,
      }),
      legacyProduct('p-tomato', {
        name: 'Tomatoes',
        unit: 'KG',
        weighed: 'true',
        stockQuantity: '12.5',
        scaleItemCode: '01234',
      }),
      legacyProduct('p-bad', {
        name: 'Bad codes',
        barcodes: `${RICE}|4006381333932|2012345012349`,
        unit: 'dozen',
        weighed: 'true',
        scaleItemCode: '01234',
      }),
    ]);
    expect(await productNamed('Matta Rice')).toMatchObject({
      unit: 'piece',
      weighed: false,
      barcodes: [RICE, RICE_BIG],
    });
    expect(await productNamed('Tomatoes')).toMatchObject({
      unit: 'kg',
      weighed: true,
      stock_quantity: 12_500,
      scale_item_code: '01234',
      barcodes: [],
    });
    expect(await productNamed('Bad codes')).toMatchObject({
      unit: 'piece',
      weighed: false,
      scale_item_code: null,
      barcodes: [],
    });
    expect(problems).toEqual({
      'category named by a product only: made': ['p-rice: Staples'],
      'bad barcode: dropped': [
        'p-bad: The last digit of 4006381333932 does not match the others: check the number',
        "p-bad: 2012345012349 is a weighing scale's label (it begins 20–29): give the product a scale item code instead",
      ],
      'unknown unit: piece used': ['p-bad: unit dozen'],
      'weighed but sold by the piece: not weighed': ['p-bad: unit dozen'],
      'scale item code not 4–6 digits of a weighed product: dropped': ['p-bad: 01234'],
      'barcode on two products: kept on the first': [`p-bad: ${RICE}`],
    });
  });

  it('takes barcodes as a JSON array and refuses a weighed stock past the gram', async () => {
    const problems = await importProducts('json', [
      legacyProduct('p-oil', {
        name: 'Coconut Oil',
        barcodes: [ean('890100000013')],
        unit: 'l',
        weighed: true,
        stockQuantity: 3.25,
      }),
      legacyProduct('p-fine', { name: 'Too fine', unit: 'kg', weighed: true, stockQuantity: '1.2345' }),
    ]);
    expect(await productNamed('Coconut Oil')).toMatchObject({
      unit: 'l',
      stock_quantity: 3_250,
      barcodes: [ean('890100000013')],
    });
    expect(await productNamed('Too fine')).toBeUndefined();
    expect(problems['not a weighed quantity']).toEqual([
      'p-fine: stock of a weighed product to 3 decimals at most: 1.2345',
    ]);
  });
});
