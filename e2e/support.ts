import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import sharp from 'sharp';

export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };
export const PASSWORD = 'e2e-secret-1';

let counter = 0;
/** A fresh valid mobile number for every registration in a run. */
export function freshPhone(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}${counter}`.slice(-6).padStart(6, '0');
  return `97${String(process.pid % 100).padStart(2, '0')}${tail}`;
}

export async function registerCustomer(page: Page, name: string, options: { ref?: string } = {}) {
  const phone = freshPhone();
  await page.goto(options.ref ? `/register?ref=${options.ref}` : '/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const toast = page.getByText(/Registration successful! Your customer code is A\d+/);
  await expect(toast).toBeVisible();
  const code = (await toast.textContent())!.match(/A\d+/)![0];
  return { phone, code };
}

export async function openUserMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `${name}, account menu` }).click();
  return page.getByRole('menu');
}

/** Signs a customer in on /login (the Customer tab) with `password`; the caller checks the outcome. */
export async function customerLogin(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

/**
 * Signs the customer named `name` out through the account menu, and waits for the shop to say so.
 * The menu opens the home page first and asks the server second, so the address alone is not
 * enough: a test that went on to another page at that moment cut the sign-out short and found
 * itself still signed in.
 */
export async function signOut(page: Page, name: string) {
  await (await openUserMenu(page, name)).getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: `${name}, account menu` })).toHaveCount(0);
}

/** Signs in on the Admin tab of /login: the owner, or the staff member given. */
export async function adminLogin(page: Page, account: { username: string; password: string } = ADMIN) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Admin' }).click();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
}

/** A staff member signs in on the Admin tab, and starts at the counter, where most of their day is. */
export async function staffLogin(page: Page, staff: { username: string; password: string }) {
  await adminLogin(page, staff);
  await expect(page).toHaveURL('/admin/counter');
}

/** The admin menu's entries: the sidebar on a wide screen, the drawer on a phone. */
export async function adminMenu(page: Page) {
  const drawer = page.getByRole('button', { name: 'Open admin menu' });
  const phone = await drawer.isVisible();
  if (phone) await drawer.click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const labels = (await nav.getByRole('link').allTextContents()).map((label) => label.trim());
  if (phone) await page.getByRole('button', { name: 'Close admin menu' }).click();
  return labels;
}

/** The owner's API on a request context of its own, signed in (the caller disposes of it). */
export async function ownerApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  const owner = await playwright.request.newContext({ baseURL });
  const login = await owner.post('/api/auth/admin/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return owner;
}

/**
 * The owner adds a customer through the API with a fresh phone and the test password: active at
 * once, so they can sign in straight away. `owner` must carry the owner's session.
 */
export async function ownerAddsCustomer(owner: APIRequestContext, data: { name: string; address?: string }) {
  const phone = freshPhone();
  const added = await owner.post('/api/admin/customers', { data: { ...data, phone, password: PASSWORD } });
  expect(added.status(), await added.text()).toBe(201);
  const { customer } = (await added.json()) as { customer: { id: string; code: string } };
  return { phone, id: customer.id, code: customer.code };
}

/** The admin's Products screen, searched for `search` when one is given. */
export async function openAdminProducts(page: Page, search?: string) {
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  if (search !== undefined) {
    await page.getByRole('searchbox', { name: 'Search products by name or category' }).fill(search);
  }
}

/** A short stamp that keeps names unique across runs and projects on the same server. */
export function uniqueStamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** A real, decodable size×size PNG of one colour, for image uploads. */
export function solidPng(size = 8, rgb: [number, number, number] = [46, 139, 87]): Promise<Buffer> {
  const [r, g, b] = rgb;
  return sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** The shop's product grid (not the loading skeleton list). */
export function shopProducts(page: Page) {
  return page.getByRole('list', { name: 'Products', exact: true });
}

/** One product card on the shop, found by its exact name. */
export function shopCard(page: Page, name: string) {
  return shopProducts(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Types into the shop's search box and waits until the address bar (and so the list) follows. */
export async function searchShop(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text.trim());
}

/**
 * Waits until React has taken over the page the server sent rendered (docs/decisions/057): its
 * elements then carry React's own properties. Before that, a button does nothing and a link loads
 * its page afresh from the server.
 */
export async function appReady(page: Page) {
  await page.waitForFunction(() => {
    const first = document.querySelector('#root > *');
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Opens an order's details on the admin's Purchases screen and runs one of its commands there
 * (`confirm`: through its confirmation too). The admin must be signed in.
 */
export async function adminOnOrder(page: Page, orderId: string, command: string, confirm = false) {
  await page.goto('/admin/purchases');
  await page.getByLabel('Search orders by customer name, phone, order id or customer code').fill(orderId);
  await page
    .getByRole('button', { name: `View details of order ${orderId}` })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: command, exact: true }).click();
  if (confirm)
    await page.getByRole('alertdialog').getByRole('button', { name: command, exact: true }).click();
}

/** From the cart's summary to the checkout page. */
export async function proceedToCheckout(page: Page) {
  await page
    .getByRole('region', { name: 'Cart summary' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  await expect(page).toHaveURL('/checkout');
}

/**
 * The screen's own width, not window.innerWidth: a mobile browser widens its layout viewport to
 * fit content that sticks out (and zooms out), which would hide exactly what this looks for.
 */
export async function elementsPastTheEdge(page: Page): Promise<string[]> {
  const screenWidth = page.viewportSize()!.width;
  return page.evaluate((screenWidth) => {
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > screenWidth + 1 && !scrollsSideways(element);
      })
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
  }, screenWidth);
}
