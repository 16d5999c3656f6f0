import { expect, request, test } from '@playwright/test';
import { PASSWORD, registerCustomer } from './support';

/** playwright.config.ts: LOGIN_ATTEMPTS_PER_ACCOUNT for the browser tests' shop. */
const ACCOUNT_LIMIT = 8;

test('past the limit, the right password still signs in: the browser does the check by itself', async ({
  page,
  browser,
  baseURL,
}) => {
  const { phone } = await registerCustomer(page, 'Sreeja Nair');
  // Someone else guesses at this account, from elsewhere, until it is past its limit.
  const stranger = await request.newContext({ baseURL });
  await Promise.all(
    Array.from({ length: ACCOUNT_LIMIT + 1 }, (_, i) =>
      stranger.post('/api/auth/login', { data: { phone, password: `guess-${i}` } }),
    ),
  );
  await stranger.dispose();

  // The owner, on a phone that never signed in here.
  const context = await browser.newContext();
  const owner = await context.newPage();
  await owner.addInitScript(() => {
    const seen = { checking: false };
    (window as unknown as { challengeSeen: typeof seen }).challengeSeen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Checking this is you…')) seen.checking = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const answers: { status: number; proof: boolean }[] = [];
  owner.on('response', (response) => {
    if (response.url().endsWith('/api/auth/login'))
      answers.push({
        status: response.status(),
        proof: Boolean(response.request().headers()['x-proof-of-work']),
      });
  });
  await owner.goto('/login');
  await owner.getByLabel('Phone number').fill(phone);
  await owner.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await owner.getByRole('button', { name: 'Sign In', exact: true }).last().click();

  await expect(owner.getByText('Login successful!')).toBeVisible();
  await expect(owner).toHaveURL('/');
  expect(answers).toEqual([
    { status: 428, proof: false },
    { status: 200, proof: true },
  ]);
  expect(
    await owner.evaluate(
      () => (window as unknown as { challengeSeen: { checking: boolean } }).challengeSeen.checking,
    ),
  ).toBe(true);
  await context.close();
});
