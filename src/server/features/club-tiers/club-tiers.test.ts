import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_TIER_MAX_ITEMS } from '../../../domain/club-tiers.schemas';
import { TIERS } from '../../../domain/tiers';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, signInCustomer, TEST_ADMIN_ENV } from '../../testing/test-users';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  await t.db.query(
    `insert into club_tiers (tier_name, title, description, price, image_url, display_order) values
     ('Gold', 'Gold perks', 'Priority delivery', '4% off', null, 0),
     ('Bronze', 'Refer friends', 'Earn on their orders', 'Free', '/uploads/images/club/b.webp', 1),
     ('Bronze', 'Welcome', '2% off everything', 'Free to join', null, 0)`,
  );
});
afterAll(() => t.close());

describe('GET /api/club-tiers', () => {
  it('lists the showcase by display order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/club-tiers' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((i: { title: string }) => i.title)).toEqual(['Welcome', 'Gold perks', 'Refer friends']);
    expect(items[2]).toEqual({
      id: expect.any(String),
      tierName: 'Bronze',
      title: 'Refer friends',
      description: 'Earn on their orders',
      price: 'Free',
      imageUrl: '/uploads/images/club/b.webp',
      displayOrder: 1,
    });
  });

  it('filters by tier and refuses tiers that do not exist', async () => {
    const bronze = (await t.app.inject({ method: 'GET', url: '/api/club-tiers?tier=Bronze' })).json().items;
    expect(bronze.map((i: { title: string }) => i.title)).toEqual(['Welcome', 'Refer friends']);
    expect((await t.app.inject({ method: 'GET', url: '/api/club-tiers?tier=Diamond' })).json().items).toEqual(
      [],
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/club-tiers?tier=Platinum' })).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /api/admin/club-tiers/:tier', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await signInAdmin(t);
  });

  const hamper = {
    title: 'Festival hamper',
    description: 'A payasam kit with your first Onam order',
    price: 'Included',
    imageUrl: '/uploads/images/club/hamper.webp',
  };
  const delivery = {
    title: 'Priority delivery',
    price: '₹499 / year',
    imageUrl: 'https://images.example.com/van.jpg',
  };
  const save = (tier: string, payload: object, cookies: Record<string, string> = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/club-tiers/${tier}`, payload, cookies });
  const showcase = async (tier: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/club-tiers?tier=${tier}` })).json().items as {
      title: string;
      description: string;
      price: string;
      imageUrl: string;
      displayOrder: number;
    }[];
  const auditRows = (tier: string) =>
    t.db.query<{ action: string; details: { titles: string[] } }>(
      `select action, details from audit_log where entity = 'club_tier' and entity_id = $1 order by id`,
      [tier],
    );

  it("replaces one tier's showcase, in the order sent, and audits it", async () => {
    const response = await save('Gold', { items: [hamper, delivery] });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { ...hamper, id: expect.any(String), tierName: 'Gold', displayOrder: 0 },
      { ...delivery, description: '', id: expect.any(String), tierName: 'Gold', displayOrder: 1 },
    ]);
    expect(await showcase('Gold')).toEqual(response.json().items);
    // The other tiers are untouched.
    expect((await showcase('Bronze')).map((i) => i.title)).toEqual(['Welcome', 'Refer friends']);
    expect(await auditRows('Gold')).toEqual([
      { action: 'replace', details: { titles: ['Festival hamper', 'Priority delivery'] } },
    ]);
  });

  it('reorders by saving the items in their new order', async () => {
    const response = await save('Gold', { items: [delivery, hamper] });
    expect(response.statusCode).toBe(200);
    expect((await showcase('Gold')).map((i) => [i.title, i.displayOrder])).toEqual([
      ['Priority delivery', 0],
      ['Festival hamper', 1],
    ]);
  });

  it('trims text and clears a tier with an empty list', async () => {
    const trimmed = await save('Silver', { items: [{ ...hamper, title: '  Silver hamper  ' }] });
    expect(trimmed.json().items[0].title).toBe('Silver hamper');
    const cleared = await save('Silver', { items: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().items).toEqual([]);
    expect(await showcase('Silver')).toEqual([]);
  });

  it.each([
    [
      'a missing title',
      { items: [hamper, { ...delivery, title: ' ' }] },
      'items.1.title',
      'Please fill in all required fields',
    ],
    [
      'a missing price',
      { items: [{ ...hamper, price: '' }] },
      'items.0.price',
      'Please fill in all required fields',
    ],
    [
      'a missing image',
      { items: [{ ...hamper, imageUrl: undefined }] },
      'items.0.imageUrl',
      'Please upload an image or paste an https:// link',
    ],
    [
      'a data: URL',
      { items: [{ ...hamper, imageUrl: 'data:image/png;base64,AAAA' }] },
      'items.0.imageUrl',
      'Use an uploaded image or an https:// link',
    ],
    [
      'a plain http link',
      { items: [{ ...hamper, imageUrl: 'http://example.com/a.jpg' }] },
      'items.0.imageUrl',
      'Use an uploaded image or an https:// link',
    ],
    [
      'a path outside /uploads/',
      { items: [{ ...hamper, imageUrl: '/api/health' }] },
      'items.0.imageUrl',
      'Use an uploaded image or an https:// link',
    ],
    [
      'a title over 120 characters',
      { items: [{ ...hamper, title: 'x'.repeat(121) }] },
      'items.0.title',
      'That is too long; please shorten it',
    ],
    [
      'more than 12 items',
      { items: Array.from({ length: 13 }, () => hamper) },
      'items',
      'A club showcase can hold at most 12 items',
    ],
    ['no items field', {}, 'items', undefined],
  ])('refuses %s with 400 and changes nothing', async (_case, payload, field, message) => {
    const before = await showcase('Gold');
    const audits = (await auditRows('Gold')).length;
    const response = await save('Gold', payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields)).toContain(field);
    if (message) expect(error.fields[field]).toBe(message);
    expect(await showcase('Gold')).toEqual(before);
    expect(await auditRows('Gold')).toHaveLength(audits);
  });

  it('knows only the four tiers, spelt as everywhere else', async () => {
    expect((await save('Platinum', { items: [] })).statusCode).toBe(400);
    expect((await save('gold', { items: [] })).statusCode).toBe(400);
    expect((await showcase('Gold')).length).toBe(2);
  });

  it('keeps the showcase from guests (401) and customers (403)', async () => {
    const customer = await signInCustomer(t);
    expect((await save('Gold', { items: [] }, {})).statusCode).toBe(401);
    expect((await save('Gold', { items: [] }, customer.cookies)).statusCode).toBe(403);
    expect((await showcase('Gold')).length).toBe(2);
  });

  it('ends with one whole list when several saves of a tier race', async () => {
    const lists = Array.from({ length: 6 }, (_, n) => ({
      items: Array.from({ length: 3 }, (__, i) => ({ ...hamper, title: `List ${n} item ${i}` })),
    }));
    const responses = await Promise.all(lists.map((list) => save('Diamond', list)));
    expect(responses.map((r) => r.statusCode)).toEqual(lists.map(() => 200));
    const titles = (await showcase('Diamond')).map((i) => i.title);
    expect(titles).toHaveLength(3);
    expect(lists.map((list) => list.items.map((i) => i.title))).toContainEqual(titles);
  });

  it('is in the OpenAPI document: an admin call on one of the four tiers, taking and answering the whole list', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const put = document.paths['/api/admin/club-tiers/{tier}'].put;
    expect(put.security).toEqual([{ session: ['owner'] }]);
    expect(put.parameters).toContainEqual(
      expect.objectContaining({
        in: 'path',
        name: 'tier',
        required: true,
        schema: { type: 'string', enum: [...TIERS] },
      }),
    );
    const body = put.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['items']);
    expect(body.properties.items).toMatchObject({ type: 'array', maxItems: CLUB_TIER_MAX_ITEMS });
    expect(Object.keys(body.properties.items.items.properties).sort()).toEqual([
      'description',
      'imageUrl',
      'price',
      'title',
    ]);
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    const answer = put.responses['200'].content['application/json'].schema;
    expect(answer.properties.items.items.required).toEqual(
      expect.arrayContaining(['id', 'tierName', 'title', 'displayOrder']),
    );
  });
});
