import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { insertResetLink } from '../../testing/reset-links';
import { shopFixtures } from '../../testing/shop-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin, TEST_ADMIN_ENV } from '../../testing/test-users';

/**
 * DESIGN 6: every password change and every disabling ends the account's unused reset links, so a
 * link that leaked (or that an attacker asked the shop for) is dead once the owner acts.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  f = shopFixtures(t);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const ATTACKER_PASSWORD = 'attacker-pass-1';
const errorOf = (response: LightMyRequestResponse) =>
  (response.json() as { error: { code: string; message: string } }).error;
const useLink = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { token, password: ATTACKER_PASSWORD, confirmPassword: ATTACKER_PASSWORD },
  });
const login = (phone: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } });
const adminPost = (url: string) => t.app.inject({ method: 'POST', url, cookies: admin, payload: {} });

/** The link no longer sets a password (the page says it was used), and the attacker cannot sign in. */
async function expectLinkEnded(token: string, phone: string) {
  const response = await useLink(token);
  expect([response.statusCode, errorOf(response).message]).toEqual([410, messages.passwordReset.linkUsed]);
  expect((await login(phone, ATTACKER_PASSWORD)).statusCode).toBe(401);
}

describe('a reset link made before', () => {
  it('ends when the customer changes their password on /profile', async () => {
    const customer = await f.customer();
    const token = await insertResetLink(t.db, customer.id);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      cookies: customer.cookies,
      payload: { currentPassword: 'secret123', password: 'owner-new-1', confirmPassword: 'owner-new-1' },
    });
    expect(changed.statusCode).toBe(204);
    await expectLinkEnded(token, customer.phone);
    expect((await login(customer.phone, 'owner-new-1')).statusCode).toBe(200);
  });

  it('ends when the admin sets a new password', async () => {
    const customer = await f.customer();
    const token = await insertResetLink(t.db, customer.id);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${customer.id}/password`,
      cookies: admin,
      payload: { password: 'shop-set-1' },
    });
    expect(set.statusCode).toBe(204);
    await expectLinkEnded(token, customer.phone);
  });

  it('ends when the admin disables the customer, and stays ended when they are enabled again', async () => {
    const customer = await f.customer();
    const other = await f.customer();
    const token = await insertResetLink(t.db, customer.id);
    const othersLink = await insertResetLink(t.db, other.id);
    expect((await adminPost(`/api/admin/customers/${customer.id}/disable`)).statusCode).toBe(200);
    expect((await adminPost(`/api/admin/customers/${customer.id}/enable`)).statusCode).toBe(200);
    await expectLinkEnded(token, customer.phone);
    expect((await login(customer.phone, 'secret123')).statusCode).toBe(200);
    // Another customer's link is untouched.
    expect((await useLink(othersLink)).statusCode).toBe(204);
  });

  it('ends when the admin rejects the registration, and stays ended if the customer is enabled later', async () => {
    const customer = await f.customer({ approve: false });
    const token = await insertResetLink(t.db, customer.id);
    expect((await adminPost(`/api/admin/customers/${customer.id}/reject`)).statusCode).toBe(200);
    expect((await adminPost(`/api/admin/customers/${customer.id}/enable`)).statusCode).toBe(200);
    await expectLinkEnded(token, customer.phone);
  });
});
