import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, startTestApp, uniquePhone, type TestApp } from '../../testing/test-app';

let t: TestApp;
let customerCookies: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  const phones = [uniquePhone(), uniquePhone(), uniquePhone()];
  for (const [i, phone] of phones.entries()) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: `Customer ${i}`, phone, password: 'secret1', confirmPassword: 'secret1' },
    });
    if (i === 0) customerCookies = sessionCookie(response);
  }
  await t.db.query(
    `update customers set status = 'active', points = 10 * (select count(*) from customers c2 where c2.code < customers.code)`,
  );
  await t.db.query(`update customers set status = 'pending', points = 999 where phone = $1`, [phones[2]]);
});
afterAll(() => t.close());

describe('GET /api/leaderboard', () => {
  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/leaderboard' })).statusCode).toBe(401);
  });

  it('ranks active customers by points and leaves out pending ones', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/leaderboard?limit=5',
      cookies: customerCookies,
    });
    expect(response.statusCode).toBe(200);
    const { items, config } = response.json();
    expect(items.map((row: { name: string }) => row.name)).toEqual(['Customer 1', 'Customer 0']);
    expect(items[0]).toMatchObject({ rank: 1, tier: 'Bronze', points: 10 });
    expect(JSON.stringify(items)).not.toMatch(/phone|hash/i);
    expect(config).toMatchObject({ topCount: 10, offerDiscountPercentage: 10 });
  });

  it('refuses a limit outside 1 to 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/leaderboard?limit=0',
      cookies: customerCookies,
    });
    expect(response.statusCode).toBe(400);
  });
});
