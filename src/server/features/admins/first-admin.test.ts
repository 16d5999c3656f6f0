import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../auth/password';
import { createTestDatabase, startTestApp, type TestApp } from '../../testing/test-app';
import { ensureFirstAdmin } from './first-admin';

// Calls through to bcrypt; counted to show a boot with the admin already there hashes nothing.
vi.mock('../../auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../auth/password')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the first admin', () => {
  it('is created with a random password, returned once, that signs in', async () => {
    const first = await ensureFirstAdmin(t.db, t.config);
    expect(first?.username).toBe('admin');
    expect(first?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await ensureFirstAdmin(t.db, t.config)).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'admin', password: first!.generatedPassword },
    });
    expect(login.statusCode).toBe(200);
  });

  it('from ADMIN_USERNAME/ADMIN_PASSWORD, never overwriting an existing password', async () => {
    const config = { ...t.config, admin: { username: 'owner', password: 'first-password' } };
    expect(await ensureFirstAdmin(t.db, config)).toEqual({ username: 'owner' });
    expect(
      await ensureFirstAdmin(t.db, { ...config, admin: { username: 'owner', password: 'second-password' } }),
    ).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'owner', password: 'first-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('when ADMIN_PASSWORD names an admin that exists, a boot leaves its password alone and hashes nothing', async () => {
    const config = { ...t.config, admin: { username: 'manager', password: 'manager-password' } };
    expect(await ensureFirstAdmin(t.db, config)).toEqual({ username: 'manager' });
    const [before] = await t.db.query<{ password_hash: string }>(
      'select password_hash from admin_users where username = $1',
      ['manager'],
    );
    vi.mocked(hashPassword).mockClear();
    const changed = { ...config, admin: { username: 'manager', password: 'another-password' } };
    expect(await ensureFirstAdmin(t.db, changed)).toBeNull();
    expect(await ensureFirstAdmin(t.db, config)).toBeNull();
    expect(hashPassword).not.toHaveBeenCalled();
    const [after] = await t.db.query<{ password_hash: string }>(
      'select password_hash from admin_users where username = $1',
      ['manager'],
    );
    expect(after?.password_hash).toBe(before?.password_hash);
  });

  it('is created once when two processes start at once on a fresh database', async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.all([
        ensureFirstAdmin(fresh.db, t.config),
        ensureFirstAdmin(fresh.db, t.config),
      ]);
      expect(results.filter((r) => r?.generatedPassword)).toHaveLength(1);
      expect(results.filter((r) => r === null)).toHaveLength(1);
      const named = { ...t.config, admin: { username: 'owner', password: 'owner-password' } };
      const again = await Promise.all([ensureFirstAdmin(fresh.db, named), ensureFirstAdmin(fresh.db, named)]);
      expect(again.filter((r) => r !== null)).toEqual([{ username: 'owner' }]);
      const [{ n } = { n: 0 }] = await fresh.db.query<{ n: number }>('select count(*) as n from admin_users');
      expect(n).toBe(2);
    } finally {
      await fresh.drop();
    }
  });
});
