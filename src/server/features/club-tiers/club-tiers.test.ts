import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
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
