import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expiresOn, expiryInstant } from '../src/domain/points-expiry';
import { expect, test } from './admin-session';
import { withShopDatabase } from './shop-database';
import { ADMIN, ownerAddsCustomer, PASSWORD, uniqueStamp } from './support';

const run = promisify(execFile);
const DAY = 86_400_000;
const MONTHS = 60;

/**
 * Issue 24, point 2 (docs/decisions/080): the owner turns points expiry on in Loyalty settings; a
 * customer whose points were credited long ago sees "N points expire on D" on their profile, the
 * owner sees them under "Points expiring soon" with a WhatsApp reminder, and an expiry run at a
 * moved clock (the admin CLI "as of" 20 days on) takes them: the points history shows the expiry
 * row and the balance is gone. Nothing waits for real time. The dates are written straight to the
 * shop's database: expiry is 60 months, turned on (its start) 60 months less 15 days ago, and only
 * this spec's new customer holds points that old, so no other customer's points fall due by the run.
 * Expiry is turned off again at the end.
 */
test('points credited long ago warn the customer and the owner, then expire at the run', async ({
  page,
  playwright,
  baseURL,
  asAdmin,
}) => {
  test.setTimeout(90_000);
  const name = `Expiry Esha ${uniqueStamp()}`;
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await admin.post('/api/auth/admin/login', { data: ADMIN })).status()).toBe(200);
  const saved = (await (await admin.get('/api/admin/settings')).json()).settings;
  const { phone, id: customerId } = await ownerAddsCustomer(admin, { name, address: 'Round South' });
  const given = await admin.put(`/api/admin/customers/${customerId}`, {
    data: { points: 40, reason: 'Opening balance from the old card' },
  });
  expect(given.status(), await given.text()).toBe(200);
  // Six years ago: the ledger is append-only, so its triggers are off for this one rewrite.
  await withShopDatabase(async (db) => {
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query(
      `update points_ledger set created_at = now() - interval '6 years' where customer_id = $1`,
      [customerId],
    );
    await db.query('commit');
  });

  try {
    // The owner turns expiry on in Loyalty settings.
    await asAdmin();
    await page.goto('/admin/settings');
    await page.getByLabel('Points expire after (months)').fill(String(MONTHS));
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(
      page.getByText('Loyalty settings saved. They apply to future orders only.').first(),
    ).toBeVisible();
    const since = await withShopDatabase(async (db) => {
      const [row] = (
        await db.query<{ since: Date }>(
          `update settings set points_expire_since = now() - interval '${MONTHS} months' + interval '15 days'
           returning points_expire_since as since`,
        )
      ).rows;
      return row!.since;
    });
    const on = expiresOn(expiryInstant(since, { months: MONTHS, since }).toISOString());

    // The owner sees them among the points expiring soon, with a WhatsApp reminder.
    await page.reload();
    const remind = page.getByRole('link', { name: `Remind ${name} on WhatsApp` });
    await expect(remind).toBeVisible();
    await expect(remind).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    expect(decodeURIComponent((await remind.getAttribute('href'))!)).toContain(
      `40 points in your account with us expire on ${on}`,
    );
    await page.context().clearCookies();

    // The customer sees the warning on their profile.
    expect(
      (await page.request.post('/api/auth/login', { data: { phone, password: PASSWORD } })).status(),
    ).toBe(200);
    await page.goto('/profile');
    await expect(page.getByText(`40 points expire on ${on}`)).toBeVisible();
    await expect(page.getByText(/^40 points$/)).toBeVisible();

    // Twenty days on, the expiry run takes them.
    const expired = await run(
      process.execPath,
      ['dist/server/admin.js', 'expire-points', '--as-of', new Date(Date.now() + 20 * DAY).toISOString()],
      { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' } },
    );
    expect(expired.stdout).toMatch(/^Expired 40 points of 1 customer, due by /);
    // The shop's server sees another process's change within its session cache's 2 s (decision 017).
    const yourPoints = page.getByRole('region', { name: 'Your points' });
    await expect(async () => {
      await page.goto('/points');
      await expect(yourPoints.getByText(/^0$/)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByText('40 points expired: not spent in time')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText(/^0 points$/)).toBeVisible();
    await expect(page.getByText(/expire on/)).toHaveCount(0);
  } finally {
    const restored = await admin.put('/api/admin/settings', { data: saved });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
