import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_SECONDS } from '../../auth/session-cache';
import { sessionCookie, startTestApp, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, cookies = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/offers', cookies, payload: body });
const update = (id: string, body: Record<string, unknown>, cookies = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/offers/${id}`, cookies, payload: body });
const remove = (id: string, cookies = admin) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/offers/${id}`,
    cookies,
    headers: { 'content-type': 'application/json' },
  });
const adminList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/offers', cookies: admin })).json().items as {
    id: string;
    title: string;
  }[];
const customerTitles = async (cookies: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/offers', cookies }))
    .json()
    .items.map((o: { title: string }) => o.title);
const auditOf = (offerId: string) =>
  t.db.query<{ action: string; admin_id: string | null; details: Record<string, unknown> }>(
    'select action, admin_id, details from audit_log where entity_id = $1 order by id',
    [offerId],
  );
const ownerId = async () =>
  (await t.db.query<{ id: string }>(`select id from admin_users where username = 'owner'`))[0]!.id;
/** Today in Asia/Kolkata, worked out here independently of the code under test. */
const kolkataDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** What an offer saved without a kind is (docs/decisions/076): a notice on everything that combines with nothing. */
const NOTICE = {
  kind: 'notice',
  target: 'everything',
  categoryId: null,
  productIds: [],
  percent: null,
  multiplier: null,
  stacks: false,
};
/** A notice as the API shows it, started today. */
const noticeView = (phase: 'current' | 'ended') => ({
  ...NOTICE,
  products: [],
  categoryName: null,
  effect: null,
  startsOn: kolkataDay(),
  phase,
});

describe('offers', () => {
  it('admins create offers; a customer sees live ones at or below their tier', async () => {
    expect((await create({ title: 'For everyone', minTier: 'Bronze' })).statusCode).toBe(201);
    await create({ title: 'Gold only', minTier: 'Gold' });
    await create({ title: 'Expired', minTier: 'Bronze', validUntil: '2020-01-01' });
    const buyer = await f.customer();
    const bronze = (await t.app.inject({ method: 'GET', url: '/api/offers', cookies: buyer.cookies })).json();
    expect(bronze.items.map((o: { title: string }) => o.title)).toEqual(['For everyone']);
    await t.db.query(`update customers set tier = 'Diamond' where id = $1`, [buyer.id]);
    // Changed outside the API, as another process would: seen once the session cache lapses.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_CACHE_SECONDS * 1000 + 1);
    const diamond = (
      await t.app.inject({ method: 'GET', url: '/api/offers', cookies: buyer.cookies })
    ).json();
    vi.useRealTimers();
    expect(diamond.items.map((o: { title: string }) => o.title)).toEqual(['Gold only', 'For everyone']);
    const missing = await create({ title: '' });
    expect(missing.json().error.message).toBe('Please enter an offer title');
    for (const validUntil of ['2026-13-45', '2026-02-30', '2025-02-29']) {
      const notADay = await create({ title: 'Impossible day', validUntil });
      expect(notADay.statusCode, validUntil).toBe(400);
      expect(notADay.json().error.fields).toEqual({ validUntil: 'Use a date like 2026-12-31' });
    }
    expect((await create({ title: 'Leap day', validUntil: '2028-02-29' })).statusCode).toBe(201);
  });
});

describe('which offers a customer sees', () => {
  it('a Silver customer sees Bronze and Silver offers, not Gold or Diamond; newest first, as many as asked', async () => {
    await t.db.query('delete from offers');
    for (const minTier of ['Bronze', 'Silver', 'Gold', 'Diamond'])
      await create({ title: `${minTier} deal`, minTier });
    const buyer = await f.customer();
    await t.db.query(`update customers set tier = 'Silver' where id = $1`, [buyer.id]);
    // A fresh sign-in reads the tier the database holds now.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: buyer.phone, password: f.password },
    });
    const silver = sessionCookie(login);
    expect(await customerTitles(silver)).toEqual(['Silver deal', 'Bronze deal']);
    const one = await t.app.inject({ method: 'GET', url: '/api/offers?limit=1', cookies: silver });
    expect(one.json().items.map((o: { title: string }) => o.title)).toEqual(['Silver deal']);
  });

  it('an offer is live through the last day of its validity in Kolkata, and gone the day after', async () => {
    await t.db.query('delete from offers');
    await create({ title: 'Ends today', validUntil: kolkataDay() });
    await create({ title: 'Ended yesterday', validUntil: kolkataDay(-1) });
    await create({ title: 'Ends tomorrow', validUntil: kolkataDay(1) });
    const buyer = await f.customer();
    expect(await customerTitles(buyer.cookies)).toEqual(['Ends tomorrow', 'Ends today']);
  });

  it('is for customers: a guest gets 401, an admin 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/offers' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/offers', cookies: admin })).statusCode).toBe(403);
  });
});

describe('changing an offer', () => {
  it('saves every field, answers with the offer, shows it to customers, and is audited with what changed', async () => {
    const created = (await create({ title: 'Onam week', minTier: 'Gold', validUntil: '2020-01-01' })).json()
      .offer;
    const changed = {
      title: 'Onam fortnight',
      description: 'Payasam kits at 10% off',
      minTier: 'Bronze',
      validUntil: kolkataDay(14),
    };
    const response = await update(created.id, changed);
    expect(response.statusCode).toBe(200);
    const saved = { id: created.id, ...changed, ...noticeView('current') };
    expect(response.json()).toEqual({ offer: saved });
    expect((await adminList()).find((o) => o.id === created.id)).toEqual(saved);
    const buyer = await f.customer();
    expect(await customerTitles(buyer.cookies)).toContain('Onam fortnight');
    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({ action: 'offer.create' }),
      {
        action: 'offer.update',
        admin_id: await ownerId(),
        details: { ...changed, ...NOTICE, startsOn: kolkataDay() },
      },
    ]);
  });

  it('names the chosen products of an offer on products, by name, and forgets one removed from the catalogue', async () => {
    const pepper = await f.product({ name: 'Black Pepper 100 g' });
    const cardamom = await f.product({ name: 'Cardamom 50 g' });
    const created = await create({
      title: 'Spice week',
      kind: 'percent_off',
      percent: 10,
      target: 'products',
      productIds: [pepper.id, cardamom.id],
    });
    expect(created.statusCode).toBe(201);
    const offer = created.json().offer;
    expect(offer.products).toEqual([
      { id: pepper.id, name: 'Black Pepper 100 g' },
      { id: cardamom.id, name: 'Cardamom 50 g' },
    ]);
    await t.db.query('delete from products where id = $1', [cardamom.id]);
    expect((await adminList()).find((o) => o.id === offer.id)).toMatchObject({
      productIds: [pepper.id, cardamom.id],
      products: [{ id: pepper.id, name: 'Black Pepper 100 g' }],
    });
  });

  it('fills in what is left out as on create: no description, Bronze, no end date', async () => {
    const created = (await create({ title: 'Short', description: 'Long text', minTier: 'Diamond' })).json()
      .offer;
    const response = await update(created.id, { title: 'Shorter' });
    expect(response.json().offer).toEqual({
      id: created.id,
      title: 'Shorter',
      description: '',
      minTier: 'Bronze',
      validUntil: null,
      ...noticeView('current'),
    });
  });

  it('refuses a missing title, an unknown tier and an impossible day with 400, and changes nothing', async () => {
    const created = (await create({ title: 'Keep me', minTier: 'Silver' })).json().offer;
    const cases: [Record<string, unknown>, string, Record<string, string> | undefined][] = [
      [{ title: '' }, 'Please enter an offer title', { title: 'Please enter an offer title' }],
      [
        { title: 'x', validUntil: '2026-02-30' },
        'Use a date like 2026-12-31',
        { validUntil: 'Use a date like 2026-12-31' },
      ],
      [{ title: 'x', minTier: 'Platinum' }, '', undefined],
    ];
    for (const [body, message, fields] of cases) {
      const response = await update(created.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().error.message).toBe(message);
      if (fields) expect(response.json().error.fields).toEqual(fields);
    }
    expect((await adminList()).find((o) => o.id === created.id)).toMatchObject({
      title: 'Keep me',
      minTier: 'Silver',
    });
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual(['offer.create']);
  });

  it('an unknown offer is 404 and writes no audit row; an id that is not a uuid is 400', async () => {
    const response = await update(UNKNOWN_ID, { title: 'Ghost' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Offer not found.');
    expect(await auditOf(UNKNOWN_ID)).toEqual([]);
    expect((await update('not-a-uuid', { title: 'Ghost' })).statusCode).toBe(400);
  });

  it('is for admins only: a customer gets 403, a guest 401, and the offer stays as it was', async () => {
    const created = (await create({ title: 'Admins decide' })).json().offer;
    const buyer = await f.customer();
    expect((await update(created.id, { title: 'Mine now' }, buyer.cookies)).statusCode).toBe(403);
    expect((await update(created.id, { title: 'Mine now' }, {})).statusCode).toBe(401);
    expect((await adminList()).find((o) => o.id === created.id)?.title).toBe('Admins decide');
  });
});

describe('deleting an offer', () => {
  it('removes it for admins and customers alike, answers 204, and is audited', async () => {
    const created = (await create({ title: 'Gone soon' })).json().offer;
    const response = await remove(created.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await adminList()).map((o) => o.id)).not.toContain(created.id);
    const buyer = await f.customer();
    expect(await customerTitles(buyer.cookies)).not.toContain('Gone soon');
    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({ action: 'offer.create' }),
      { action: 'offer.delete', admin_id: await ownerId(), details: {} },
    ]);
  });

  it('deleting it twice: the second is 404 and writes no second audit row', async () => {
    const created = (await create({ title: 'Once' })).json().offer;
    expect((await remove(created.id)).statusCode).toBe(204);
    const again = await remove(created.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Offer not found.');
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual(['offer.create', 'offer.delete']);
    expect((await remove('not-a-uuid')).statusCode).toBe(400);
  });

  it('is for admins only: a customer gets 403, a guest 401, and the offer stays', async () => {
    const created = (await create({ title: 'Still here' })).json().offer;
    const buyer = await f.customer();
    expect((await remove(created.id, buyer.cookies)).statusCode).toBe(403);
    expect((await remove(created.id, {})).statusCode).toBe(401);
    expect((await adminList()).map((o) => o.id)).toContain(created.id);
  });
});
