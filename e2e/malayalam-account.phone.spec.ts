import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { ADMIN, appReady, elementsPastTheEdge, freshPhone, PASSWORD } from './support';

/**
 * Issue 26, point 3: the customer's own pages in Malayalam at 390 px (the account area,
 * docs/decisions/103): the dashboard, points, khata, profile (a toast from the server's English,
 * translated) and a club's page, each without anything past the phone's edge and without axe findings.
 */
async function shownWhole(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await elementsPastTheEdge(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

test('a customer reads their dashboard, points, khata, profile and club in Malayalam on a phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/auth/admin/login', { data: ADMIN })).status()).toBe(200);
  const phone = freshPhone();
  const added = await admin.post('/api/admin/customers', {
    data: { name: 'Sreelakshmi Menon', phone, password: PASSWORD, address: 'Kaloor, Kochi' },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await page.goto('/dashboard');
  await appReady(page);
  await page.getByRole('button', { name: 'മലയാളം' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');

  await shownWhole(page, 'സ്വാഗതം, Sreelakshmi!');
  await expect(page.getByRole('main').getByText('ബ്രോൺസ്').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'എളുപ്പവഴികൾ' })).toBeVisible();

  await page.goto('/points');
  await shownWhole(page, 'പോയിന്റ് ചരിത്രം');
  await expect(page.getByText('ഇതുവരെ പോയിന്റില്ല')).toBeVisible();

  await page.goto('/khata');
  await shownWhole(page, 'ഖാത (പറ്റ്)');

  await page.goto('/profile');
  await shownWhole(page, 'എന്റെ പ്രൊഫൈൽ');
  const share = await page.getByRole('link', { name: 'WhatsApp-ൽ പങ്കിടുക' }).getAttribute('href');
  expect(decodeURIComponent(share!)).toContain('എന്റെ കോഡ്');
  await page.getByRole('button', { name: 'പ്രൊഫൈൽ മാറ്റുക' }).click();
  const dialog = page.getByRole('dialog', { name: 'പ്രൊഫൈൽ മാറ്റുക' });
  await dialog.getByLabel('ഡെലിവറി വിലാസം').fill('Kaloor, Kochi 682017');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'മാറ്റങ്ങൾ സേവ് ചെയ്യുക' }).click();
  // SPEC-style 'Profile updated', in Malayalam.
  await expect(page.getByText('പ്രൊഫൈൽ പുതുക്കി').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto('/membership/gold');
  await shownWhole(page, 'ഗോൾഡ് അംഗത്വം');

  // Back in English: SPEC's words, word for word.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gold Membership' })).toBeVisible();
});
