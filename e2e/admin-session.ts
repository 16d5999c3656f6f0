import { expect, test as base, type Cookie } from '@playwright/test';
import { ADMIN } from './support';

/**
 * `test` with an admin session shared by every test of a worker: one sign-in per worker
 * instead of one per test. It is faster, auth.spec.ts already tests the sign-in screen, and
 * the server counts every sign-in, successful ones too, against LOGIN_ATTEMPTS_PER_ACCOUNT
 * (10 per 10-minute window unless the test server raises it). `asAdmin()` puts the session
 * cookie into the test's own browser context, so a test can act as a guest first and as the
 * admin afterwards.
 */
export const test = base.extend<{ asAdmin: () => Promise<void> }, { adminCookies: Cookie[] }>({
  adminCookies: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const response = await request.post('/api/auth/admin/login', { data: ADMIN });
      expect(response.status(), await response.text()).toBe(200);
      const { cookies } = await request.storageState();
      await request.dispose();
      await use(cookies);
    },
    { scope: 'worker' },
  ],
  asAdmin: async ({ page, adminCookies }, use) => {
    await use(async () => {
      await page.context().addCookies(adminCookies);
    });
  },
});

export { expect };
