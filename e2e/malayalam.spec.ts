import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { appReady, ownerAddsCustomer, ownerApi, PASSWORD } from './support';

/**
 * Issue 26, point 3 (docs/decisions/097, 098): a customer switches the shop to Malayalam in the
 * header, searches the Manglish `ari`, adds the Matta rice (മട്ട അരി) and checks out, all in
 * Malayalam; the shop remembers it on reload, and on another browser once they sign in there
 * (it is saved with their account). Switching back shows SPEC's English messages word for word.
 */
const RICE = 'Kerala Matta Rice 5 kg';

async function signIn(page: Page, phone: string) {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

test('a customer shops, checks out and reads their order in Malayalam, remembered per browser and per customer', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await ownerApi(playwright, baseURL);
  const { phone } = await ownerAddsCustomer(admin, {
    name: 'Malavika Nair',
    address: 'Pattom, Thiruvananthapuram',
  });

  await signIn(page, phone);
  await page.goto('/shop');
  await appReady(page);
  await page.getByRole('button', { name: 'മലയാളം' }).click();
  await expect(page.getByRole('heading', { name: 'ഷോപ്പ്', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');

  // Manglish: `ari` finds the rice (its Malayalam name is മട്ട അരി).
  await page.getByRole('searchbox', { name: 'സാധനങ്ങൾ തിരയുക' }).fill('ari');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('ari');
  await page
    .getByRole('list', { name: 'സാധനങ്ങൾ', exact: true })
    .getByRole('button', { name: `കാർട്ടിൽ ചേർക്കുക: ${RICE}` })
    .click();
  await page.getByRole('region', { name: 'കാർട്ട് ചുരുക്കം' }).getByRole('button', { name: 'ചെക്ക്ഔട്ട്' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { name: 'ചെക്ക്ഔട്ട്', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('പിൻകോഡ്').fill('695004');
  await page.getByRole('button', { name: 'ഓർഡർ ചെയ്യുക' }).click();

  // The toast and the order, in Malayalam.
  await expect(page.getByText('ഓർഡർ വിജയകരമായി ചെയ്തു!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/ORD-\d+-[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'ഓർഡർ വിവരങ്ങൾ', level: 1 })).toBeVisible();
  await expect(page.getByText('നിങ്ങളുടെ ഓർഡർ കട സ്വീകരിക്കുന്നതും കാത്ത്')).toBeVisible();

  // Remembered in this browser: the page comes back in Malayalam.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ഓർഡർ വിവരങ്ങൾ', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  expect(await axeViolations(page)).toEqual([]); // (after the toast, which fades in)

  // And with the account: another browser is in Malayalam once they sign in there.
  const elsewhere = await browser.newContext({ viewport: page.viewportSize()! });
  const other = await elsewhere.newPage();
  await signIn(other, phone);
  await other.goto('/orders');
  await expect(other.getByRole('heading', { name: 'എന്റെ ഓർഡറുകൾ', level: 1 })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'ml');

  // Back to English: SPEC's messages, word for word.
  await appReady(other);
  await other.getByRole('button', { name: 'English' }).click();
  await expect(other.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await other.goto('/shop?search=zzqqxx');
  await expect(other.getByText('No products found', { exact: true })).toBeVisible();
  await other.reload();
  await expect(other.getByText('No products found', { exact: true })).toBeVisible();
  await elsewhere.close();
});
