import type { Tier } from '../../domain/tiers';
import { ensureFirstAdmin } from '../features/admins';
import { sessionCookie, uniquePhone, type TestApp } from './test-app';

/** Start the test app with these so signInAdmin works. */
export const TEST_ADMIN_ENV = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password' };

/** Cookies of a signed-in admin (created from TEST_ADMIN_ENV if needed). */
export async function signInAdmin(t: TestApp): Promise<Record<string, string>> {
  await ensureFirstAdmin(t.db, t.config);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { username: TEST_ADMIN_ENV.ADMIN_USERNAME, password: TEST_ADMIN_ENV.ADMIN_PASSWORD },
  });
  return sessionCookie(response);
}

/** Registers a customer, puts them in `tier` directly in the database, and returns their cookies and id. */
export async function signInCustomer(
  t: TestApp,
  tier: Tier = 'Bronze',
): Promise<{ cookies: Record<string, string>; id: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Test Customer',
      phone: uniquePhone(),
      password: 'secret123',
      confirmPassword: 'secret123',
    },
  });
  const { user } = response.json() as { user: { id: string } };
  await t.db.query('update customers set tier = $2 where id = $1', [user.id, tier]);
  return { cookies: sessionCookie(response), id: user.id };
}
