import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { pendingPointsMessages } from '../src/domain/messages';
import { releaseInstant, spendableFrom } from '../src/domain/return-window';
import { axeViolations } from './accessibility';
import { expect, test } from './admin-session';
import { adminOnOrder, ownerAddsCustomer, ownerApi, PASSWORD } from './support';

const run = promisify(execFile);
const DAY = 86_400_000;

/**
 * Issue 24, point 1 (docs/decisions/074): with the shop's return window of 7 days, a delivered
 * order's points are pending with the date they become spendable (the admin's delivery toast, the
 * customer's points history and profile), then spendable once the window has closed. The clock is
 * moved as an operator would after a downtime: the shop's admin CLI runs the release "as of" nine
 * days on, on the server's own folder; nothing reachable over HTTP moves it.
 */
test('a customer sees delivered points pending with their date, then spendable after the window', async ({
  page,
  playwright,
  baseURL,
  asAdmin,
}) => {
  test.setTimeout(90_000);
  const admin = await ownerApi(playwright, baseURL);
  const { phone } = await ownerAddsCustomer(admin, { name: 'Pending Padma', address: 'Round North' });

  // Kerala Matta Rice 5 kg earns ₹25 point money a bag: 5 points at ₹5.
  const buyer = await playwright.request.newContext({ baseURL });
  expect((await buyer.post('/api/auth/login', { data: { phone, password: PASSWORD } })).status()).toBe(200);
  const { items } = await (
    await buyer.get(`/api/products?search=${encodeURIComponent('Matta Rice')}`)
  ).json();
  const rice = (items as { id: string; name: string }[]).find((p) => p.name === 'Kerala Matta Rice 5 kg')!;
  const placed = await buyer.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId: rice.id, quantity: 1 }],
      delivery: { name: 'Pending Padma', phone, pincode: '680001', address: 'Round North' },
      paymentMethod: 'cod',
      pointsToUse: 0,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = (await placed.json()).order.id as string;
  const approved = await admin.post(`/api/admin/orders/${orderId}/approve`, {
    headers: { 'content-type': 'application/json' },
  });
  expect(approved.status()).toBe(200);

  // The owner confirms the delivery: the toast says until when the points wait.
  const on = spendableFrom(releaseInstant(new Date(), 7)!);
  await asAdmin();
  await adminOnOrder(page, orderId, 'Confirm Delivery');
  await expect(page.getByText(pendingPointsMessages.delivered(5, 2500, 0, on)).first()).toBeVisible();
  await page.context().clearCookies();

  // The customer sees them pending, with the date, and cannot spend them yet.
  expect((await page.request.post('/api/auth/login', { data: { phone, password: PASSWORD } })).status()).toBe(
    200,
  );
  await page.goto('/points');
  const yourPoints = page.getByRole('region', { name: 'Your points' });
  await expect(yourPoints.getByText(`5 points pending, spendable from ${on}`)).toBeVisible();
  await expect(
    page.getByText(`Earned 5 points on ${orderId} (₹25.00 point money), spendable from ${on}`),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/profile');
  await expect(page.getByText(`5 points pending, spendable from ${on}.`)).toBeVisible();
  await expect(page.getByText(/^0 points$/)).toBeVisible();

  // Nine days on, the release runs: the points are spendable.
  const released = await run(
    process.execPath,
    ['dist/server/admin.js', 'release-points', '--as-of', new Date(Date.now() + 9 * DAY).toISOString()],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' } },
  );
  expect(released.stdout).toMatch(/^Released \d+ points from \d+ awards due by /);
  // The shop's server sees another process's change within its session cache's 2 s (decision 017).
  await expect(async () => {
    await page.goto('/points');
    await expect(yourPoints.getByText(/^5$/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(
    page.getByText(`5 points from ${orderId} now spendable: its return window closed`),
  ).toBeVisible();
  await expect(yourPoints.getByText('pending')).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByText(/^5 points$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
