import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '../../../domain/barcodes';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, signInCustomer, TEST_ADMIN_ENV } from '../../testing/test-users';

let t: TestApp;
let admin: Record<string, string>;

/** A valid EAN-13 from its first twelve digits. */
const ean = (twelve: string) => `${twelve}${gtinCheckDigit(twelve)}`;
const ATTA = ean('890123456789');
const SALT = ean('890100000001');
const UPC = '036000291452'; // a UPC-A: stored as 0036000291452

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

const product = (fields: Record<string, unknown>) => ({
  name: 'Aashirvaad Atta 5 kg',
  description: 'Whole wheat flour',
  category: 'Staples',
  mrpPaise: 30_000,
  pricePaise: 27_000,
  stockQuantity: 10,
  ...fields,
});
const add = (fields: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/products', payload: product(fields), cookies: admin });
const edit = (id: string, fields: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, payload: product(fields), cookies: admin });
const lookup = (code: string, cookies: Record<string, string> | undefined = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/products/by-barcode/${encodeURIComponent(code)}`, cookies });
const setLayout = async (itemDigits: number, carries: string) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/scale-label',
    payload: { itemDigits, carries },
    cookies: admin,
  });
  expect(response.statusCode).toBe(200);
};
const barcodeRows = async () =>
  (await t.db.query<{ code: string }>('select code from product_barcodes order by code')).map((r) => r.code);

/** Gives the tomatoes another scale item code (the rest as they were). */
const tomatoesItemCode = (scaleItemCode: string) =>
  edit(tomatoes.id, {
    name: 'Tomatoes',
    category: 'Vegetables',
    mrpPaise: 4_000,
    pricePaise: 3_600,
    unit: 'kg',
    weighed: true,
    scaleItemCode,
    stockQuantity: 12.5,
  });

let atta: { id: string; name: string };
let tomatoes: { id: string; name: string };

beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  admin = await signInAdmin(t);
  await t.db.query(`insert into categories (name) values ('Staples'), ('Vegetables')`);
  const saved = await add({ barcodes: [ATTA, UPC] });
  expect(saved.statusCode).toBe(201);
  atta = saved.json().product;
  const weighed = await add({
    name: 'Tomatoes',
    category: 'Vegetables',
    mrpPaise: 4_000, // ₹40 a kg
    pricePaise: 3_600,
    stockQuantity: 12.5,
    unit: 'kg',
    weighed: true,
    scaleItemCode: '01234',
  });
  expect(weighed.statusCode).toBe(201);
  tomatoes = weighed.json().product;
});
afterAll(() => t.close());

describe('a product’s barcodes, unit and scale item code', () => {
  it('saves barcodes normalised (a UPC-A as its EAN-13) and reads them back with the unit', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${atta.id}`,
      cookies: admin,
    });
    expect(response.json().product).toMatchObject({
      barcodes: ['0036000291452', ATTA],
      unit: 'piece',
      weighed: false,
      scaleItemCode: null,
      stockQuantity: 10,
    });
  });

  it('keeps a weighed product’s stock in thousandths and speaks it in its unit', async () => {
    const [row] = await t.db.query<{ stock_quantity: number }>(
      'select stock_quantity from products where id = $1',
      [tomatoes.id],
    );
    expect(row!.stock_quantity).toBe(12_500);
    expect(tomatoes).toMatchObject({
      stockQuantity: 12.5,
      unit: 'kg',
      weighed: true,
      scaleItemCode: '01234',
    });
  });

  it('refuses a barcode already on another product, naming it, and changes nothing', async () => {
    const before = await barcodeRows();
    const response = await add({
      name: 'Atta copy',
      barcodes: [SALT, `${ATTA.slice(0, 4)} ${ATTA.slice(4)}`],
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'BARCODE_TAKEN',
      message: `${ATTA} is already on Aashirvaad Atta 5 kg`,
      fields: { barcodes: `${ATTA} is already on Aashirvaad Atta 5 kg` },
    });
    expect(await barcodeRows()).toEqual(before);
    expect(await t.db.query("select 1 from products where name = 'Atta copy'")).toEqual([]);
  });

  it('refuses a scale item code already on another weighed product, naming it', async () => {
    const response = await add({ name: 'Onions', unit: 'kg', weighed: true, scaleItemCode: '01234' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe('Scale item code 01234 is already on Tomatoes');
  });

  it('names the winner when another save takes the barcode between the check and the write', async () => {
    const salt = await add({ name: 'Tata Salt 1 kg', mrpPaise: 2_800, pricePaise: 2_500 });
    const saltId = salt.json().product.id as string;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // Another save, not yet committed: its row is invisible to our check, but the index waits on it.
    const other = t.db.transaction(async (tx) => {
      await tx.query('insert into product_barcodes (code, product_id) values ($1, $2)', [SALT, saltId]);
      holding();
      await gate;
    });
    await held;
    const racing = edit(atta.id, { barcodes: [ATTA, SALT] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await other;
    const response = await racing;
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(`${SALT} is already on Tata Salt 1 kg`);
    const [kept] = await t.db.query<{ product_id: string }>(
      'select product_id from product_barcodes where code = $1',
      [SALT],
    );
    expect(kept!.product_id).toBe(saltId);
  });

  it('refuses bad input next to its field, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { barcodes: [`${ATTA.slice(0, 12)}${(Number(ATTA.at(-1)) + 1) % 10}`] },
        'barcodes',
        'does not match the others',
      ],
      [{ barcodes: [ean('201234500000')] }, 'barcodes', "weighing scale's label"],
      [{ weighed: true }, 'weighed', 'Only a product sold by kg'],
      [{ stockQuantity: 1.5 }, 'stockQuantity', 'whole number in stock'],
      [{ unit: 'kg', weighed: true, stockQuantity: 1.2345 }, 'stockQuantity', '3 decimals'],
      [{ unit: 'kg', weighed: true, scaleItemCode: '123' }, 'scaleItemCode', '5-digit item codes'],
      [{ scaleItemCode: '55555' }, 'scaleItemCode', 'Only a weighed product'],
    ];
    const count = await t.db.query('select id from products');
    for (const [fields, field, words] of cases) {
      const response = await add({ name: `Bad ${field}`, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorOf(response).fields?.[field]).toContain(words);
    }
    expect(await t.db.query('select id from products')).toHaveLength(count.length);
  });

  it('keeps barcodes an edit leaves out, and replaces them when given', async () => {
    const kept = await edit(atta.id, { stockQuantity: 11 });
    expect(kept.json().product.barcodes).toEqual(['0036000291452', ATTA]);
    const replaced = await edit(atta.id, { barcodes: [ATTA] });
    expect(replaced.json().product.barcodes).toEqual([ATTA]);
    await edit(atta.id, { barcodes: [ATTA, UPC] });
  });

  it('finds a product by its barcode in the admin list search', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products?search=${UPC}`,
      cookies: admin,
    });
    expect(response.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Aashirvaad Atta 5 kg',
    ]);
  });
});

describe('GET /api/admin/products/by-barcode/:code', () => {
  it('answers a pack’s barcode with its product, typed as an EAN-13 or a UPC-A', async () => {
    const response = await lookup(ATTA);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      product: expect.objectContaining({ id: atta.id, barcodes: expect.any(Array) }),
    });
    expect((await lookup(UPC)).json().product.id).toBe(atta.id);
  });

  it('reads a weight label: 750 g of tomatoes sold by the kg is 0.75', async () => {
    await setLayout(5, 'weight');
    const response = await lookup(ean('210123400750'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ product: { id: tomatoes.id, name: 'Tomatoes' }, quantity: 0.75 });
  });

  it('reads a price label by the MRP a kg: ₹30 of ₹40 tomatoes is 0.75', async () => {
    await setLayout(5, 'price');
    const response = await lookup(ean('200123403000'));
    expect(response.json()).toMatchObject({ product: { id: tomatoes.id }, quantity: 0.75 });
  });

  it('says plainly what is wrong with an unknown code, a bad check digit, 0 g or 500 kg', async () => {
    const unknown = await lookup(ean('890999999999'));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(
      `No product has the barcode ${ean('890999999999')}: search by name instead`,
    );

    const label = ean('200123403000');
    const misread = await lookup(`${label.slice(0, 12)}${(Number(label.at(-1)) + 1) % 10}`);
    expect(misread.statusCode).toBe(400);
    expect(errorOf(misread).message).toMatch(/does not match the others: the label was misread/);

    const bad = await lookup('12345');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('A barcode has 8, 12 or 13 digits (EAN-8, UPC-A or EAN-13)');

    await setLayout(5, 'weight');
    const nothing = await lookup(ean('210123400000'));
    expect(nothing.statusCode).toBe(400);
    expect(errorOf(nothing).message).toBe('This label says 0 g: weigh the item again');
    expect((await tomatoesItemCode('0123')).statusCode).toBe(400); // 4 digits under a 5-digit layout
    await setLayout(4, 'weight');
    expect((await tomatoesItemCode('0123')).statusCode).toBe(200);
    const heavy = await lookup(ean('200123500000')); // item 0123, 500000 g
    expect(heavy.statusCode).toBe(400);
    expect(errorOf(heavy).message).toBe(
      'This label says 500000 g: more than 99 kg on one line, so weigh it again',
    );

    const notOurs = await lookup(ean('209999000100'));
    expect(notOurs.statusCode).toBe(404);
    await setLayout(5, 'price');
  });

  it('is the staff’s and the owner’s: 401 to a guest, 403 to a customer', async () => {
    expect((await lookup(ATTA, {})).statusCode).toBe(401);
    const customer = await signInCustomer(t, 'Bronze');
    const response = await lookup(ATTA, customer.cookies);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('FORBIDDEN');
  });

  it('forgets a deleted product’s barcodes', async () => {
    const temp = await add({ name: 'Temp', barcodes: [ean('890555555555')] });
    expect(temp.statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${temp.json().product.id}`,
      headers: { 'content-type': 'application/json' },
      cookies: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await lookup(ean('890555555555'))).statusCode).toBe(404);
  });
});
