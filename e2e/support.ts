import { expect, type Page } from '@playwright/test';

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
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  return page.getByRole('menu');
}

export async function adminLogin(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Admin' }).click();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
}
