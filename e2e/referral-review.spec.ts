import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { axeViolations } from './accessibility';
import { expect, test } from './admin-session';
import { ownerAddsCustomer, ownerApi, PASSWORD, registerCustomer, uniqueStamp } from './support';

const run = promisify(execFile);
const DAY = 86_400_000;

/** The release of pending points as of nine days on, as an operator runs it (decision 074). */
async function releaseNineDaysOn() {
  const released = await run(
    process.execPath,
    ['dist/server/admin.js', 'release-points', '--as-of', new Date(Date.now() + 9 * DAY).toISOString()],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' } },
  );
  expect(released.stdout).toMatch(/^Released \d+ points from \d+ awards due by /);
}

/**
 * Issue 24, point 4 (decision 081): a member registers under an upline and orders to the upline's
 * address, written their own way; the delivery's referral reward is held, so even after the return
 * window the upline has nothing spendable from it. The owner sees the flag with its evidence and
 * clears it; the reward follows (spendable once the window has passed).
 */
test('the owner clears a referral flagged for a shared address, and the upline’s reward follows', async ({
  page,
  playwright,
  baseURL,
  asAdmin,
}) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  const uplineName = `Upline Usha ${stamp}`;
  const admin = await ownerApi(playwright, baseURL);
  const address = `House No. ${stamp.slice(-4)}, Usha Bhavan, Chembukkavu`;
  const upline = await ownerAddsCustomer(admin, { name: uplineName, address });
  const uplinePhone = upline.phone;

  // The member registers on the website under the upline's code, on a phone of their own.
  const memberName = `Member Mini ${stamp}`;
  const member = await registerCustomer(page, memberName, { ref: upline.code });
  const { items } = await (
    await page.request.get(`/api/products?search=${encodeURIComponent('Matta Rice')}`)
  ).json();
  const rice = (items as { id: string; name: string }[]).find((p) => p.name === 'Kerala Matta Rice 5 kg')!;
  const sameAddressTheirWay = `H.No ${stamp.slice(-4)} usha bhavan chembukkavu`;
  // Two bags (₹50 point money): the upline's 10% is ₹5, one point.
  const placed = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId: rice.id, quantity: 2 }],
      delivery: {
        name: memberName,
        phone: member.phone,
        pincode: '680001',
        address: sameAddressTheirWay,
      },
      paymentMethod: 'cod',
      pointsToUse: 0,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = (await placed.json()).order.id as string;
  for (const step of ['approve', 'deliver']) {
    const done = await admin.post(`/api/admin/orders/${orderId}/${step}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  await releaseNineDaysOn();

  // The upline has nothing spendable: the reward waits for the owner, however late.
  const uplineSession = await playwright.request.newContext({ baseURL });
  const signIn = await uplineSession.post('/api/auth/login', {
    data: { phone: uplinePhone, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  expect((await (await uplineSession.get('/api/auth/me')).json()).user).toMatchObject({
    points: 0,
    pendingPoints: 1,
  });

  // The owner reviews it.
  await page.context().clearCookies();
  await asAdmin();
  await page.goto('/admin/referral-review');
  await expect(page.getByRole('heading', { name: 'Referral Review' })).toBeVisible();
  // A card on a phone, a table row on a wide screen.
  const flag = page.getByRole('listitem').or(page.getByRole('row')).filter({ hasText: memberName });
  await expect(
    flag.getByText(`Same delivery address as ${uplineName}: "${sameAddressTheirWay}"`),
  ).toBeVisible();
  await expect(flag.getByText('1 point held')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await flag
    .getByRole('button', {
      name: `Clear ${memberName} (${member.code}) under ${uplineName} (${upline.code})`,
    })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText(/held rewards from .* will follow the return window as usual/),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Clear Referral' }).click();
  await expect(
    page.getByText('Referral cleared: its rewards follow the return window as usual.').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Referrals to review').getByText(memberName)).toHaveCount(0);
  await expect(page.getByText('Cleared', { exact: true }).first()).toBeVisible();

  // The reward follows: its window has passed by the release's clock, so it is spendable.
  await releaseNineDaysOn();
  await expect(async () => {
    const me = (await (await uplineSession.get('/api/auth/me')).json()).user;
    expect(me).toMatchObject({ points: 1, pendingPoints: 0 });
  }).toPass({ timeout: 10_000 });
  await page.context().clearCookies();
  expect(
    (
      await page.request.post('/api/auth/login', { data: { phone: uplinePhone, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  await page.goto('/points');
  await expect(page.getByText(`Referral reward from ${member.code}`, { exact: false }).first()).toBeVisible();
});
