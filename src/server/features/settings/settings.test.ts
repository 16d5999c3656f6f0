import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
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

const get = () => t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin });
const put = (settings: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', cookies: admin, payload: settings });

describe('loyalty settings', () => {
  it('shows the defaults of DESIGN 4', async () => {
    // The test shop releases points at once and reviews no referrals (test-app.ts); a new shop's
    // window and review are the columns' defaults.
    await t.db.query('update settings set return_window_days = default, referral_review = default');
    expect((await get()).json().settings).toEqual({
      pointValuePaise: 500,
      pointMoneyPerPointPaise: 500,
      redemptionCapPercent: 50,
      referralPercents: [10, 5, 2],
      referralDepth: 3,
      multiLevelReferrals: true,
      tierThresholds: { silverPaise: 1000000, goldPaise: 5000000, diamondPaise: 15000000 },
      storeUpiId: 'freshmart@sbi',
      storeUpiName: 'Fresh Mart Supermarket',
      returnWindowDays: 7,
      referralReview: true,
      referralBurstMembers: 5,
      referralBurstHours: 24,
      // DESIGN 11.3: points never expire until the owner says so (docs/decisions/080).
      pointsExpireAfterMonths: null,
    });
    await t.db.query('update settings set return_window_days = 0, referral_review = false');
  });

  it('changes apply to future deliveries only, and are audited', async () => {
    const product = await f.product({ mrpPaise: 10000, pricePaise: 9000 });
    const buyer = await f.customer();
    const first = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })
    ).json().order;
    await f.adminAction(admin, first.id, 'approve');
    await f.adminAction(admin, first.id, 'deliver'); // ₹10 at ₹5 a point: 2 points

    const settings = (await get()).json().settings;
    const changed = await put({ ...settings, pointMoneyPerPointPaise: 200, referralPercents: [20] });
    expect(changed.statusCode).toBe(200);
    expect((await f.balances(buyer.id)).points).toBe(2);

    const second = (
      await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] })
    ).json().order;
    await f.adminAction(admin, second.id, 'approve');
    await f.adminAction(admin, second.id, 'deliver'); // ₹10 at ₹2 a point: 5 more
    expect((await f.balances(buyer.id)).points).toBe(7);
    const audit = await t.db.query<{ action: string }>(
      `select action from audit_log where action = 'settings.update'`,
    );
    expect(audit).toHaveLength(1);
    await put(settings);
  });

  it('refuses thresholds that do not rise, and non-admins', async () => {
    const settings = (await get()).json().settings;
    const bad = await put({
      ...settings,
      tierThresholds: { silverPaise: 500000, goldPaise: 400000, diamondPaise: 600000 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Tier thresholds must rise: Silver below Gold below Diamond');
    expect(bad.json().error.fields).toEqual({
      'tierThresholds.goldPaise': 'Tier thresholds must rise: Silver below Gold below Diamond',
    });
    const buyer = await f.customer();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: buyer.cookies })).statusCode,
    ).toBe(403);
  });
});

describe('loyalty settings validation', () => {
  it('refuses fractional referral percentages, a total over 100, and thresholds in paise or below ₹1', async () => {
    const settings = (await get()).json().settings;
    const cases: [Record<string, unknown>, string][] = [
      [{ referralPercents: [10.123456] }, 'Referral percentages must be whole numbers from 0 to 100'],
      [{ referralPercents: [60, 41] }, 'Referral percentages may not add up to more than 100'],
      [
        { tierThresholds: { silverPaise: 1, goldPaise: 2, diamondPaise: 3 } },
        'Tier thresholds must be at least ₹1',
      ],
      [
        { tierThresholds: { silverPaise: 1000050, goldPaise: 5000000, diamondPaise: 15000000 } },
        'Tier thresholds must be whole rupees (no paise)',
      ],
    ];
    for (const [change, message] of cases) {
      const response = await put({ ...settings, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await get()).json().settings).toEqual(settings);
  });

  it('brings settings saved before these rules into line (migration 007), so they still load', async () => {
    const before = (await get()).json().settings;
    await t.db.query(
      `update settings set referral_percents = '[10.75, 5.5, 2]', silver_threshold_paise = 1,
         gold_threshold_paise = 2, diamond_threshold_paise = 15000001`,
    );
    try {
      const sql = await readFile(
        fileURLToPath(new URL('../../db/migrations/007-whole-loyalty-settings.sql', import.meta.url)),
        'utf8',
      );
      await t.db.exec(sql);
      const response = await get();
      expect(response.statusCode).toBe(200);
      expect(response.json().settings).toMatchObject({
        referralPercents: [10, 5, 2],
        tierThresholds: { silverPaise: 100, goldPaise: 200, diamondPaise: 15000100 },
      });
    } finally {
      await put(before);
    }
  });
});

describe('the public loyalty numbers', () => {
  it('anyone may read how point money becomes points, and they follow the admin’s changes', async () => {
    const read = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
      expect(response.statusCode).toBe(200);
      return response.json().settings;
    };
    expect(await read()).toEqual({
      pointValuePaise: 500,
      pointMoneyPerPointPaise: 500,
      redemptionCapPercent: 50,
    });
    const settings = (await get()).json().settings;
    try {
      await put({
        ...settings,
        pointValuePaise: 300,
        pointMoneyPerPointPaise: 1000,
        redemptionCapPercent: 25,
      });
      // Only these three: the UPI id, referral shares and thresholds are the admin's business.
      expect(await read()).toEqual({
        pointValuePaise: 300,
        pointMoneyPerPointPaise: 1000,
        redemptionCapPercent: 25,
      });
    } finally {
      await put(settings);
    }
  });
});

describe('the return window', () => {
  it('takes a return window of whole days from 0 to 90 (docs/decisions/074)', async () => {
    const settings = (await get()).json().settings;
    const message = 'The return window must be a whole number of days from 0 to 90';
    for (const bad of [-1, 91, 1.5]) {
      const refused = await put({ ...settings, returnWindowDays: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    for (const days of [0, 90, 14]) {
      expect((await put({ ...settings, returnWindowDays: days })).json().settings.returnWindowDays).toBe(
        days,
      );
    }
    await put(settings);
  });
});

describe('the referral terms (DESIGN 7a)', () => {
  const read = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/referral-terms' });
    expect(response.statusCode).toBe(200);
    return response.json().terms;
  };

  it('a guest reads the paid levels, a point’s worth and the return window, and they follow the settings', async () => {
    const settings = (await get()).json().settings;
    // The return window is read once the settings hold one (issue 24), and null until then.
    const returnWindowDays = settings.returnWindowDays ?? null;
    expect(await read()).toEqual({
      levelPercents: [10, 5, 2],
      pointValuePaise: 500,
      pointMoneyPerPointPaise: 500,
      returnWindowDays,
    });
    try {
      await put({ ...settings, referralPercents: [12, 4, 1], referralDepth: 2, pointValuePaise: 100 });
      // Level 3's percentage is kept but not paid: the terms never name it.
      expect(await read()).toEqual({
        levelPercents: [12, 4],
        pointValuePaise: 100,
        pointMoneyPerPointPaise: 500,
        returnWindowDays,
      });
      await put({ ...settings, multiLevelReferrals: false });
      expect((await read()).levelPercents).toEqual([10]);
    } finally {
      await put(settings);
    }
  });
});
