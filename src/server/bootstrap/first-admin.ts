import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { hashPassword } from '../auth/password';

export type FirstAdmin = { username: string; generatedPassword?: string } | null;

/**
 * DESIGN 6: no built-in backdoor. ADMIN_USERNAME/ADMIN_PASSWORD create that admin if it
 * does not exist yet. With no password given and no admin at all, `admin` is created with
 * a random password that is returned (and printed) this once.
 */
export async function ensureFirstAdmin(db: Queryable, config: Config): Promise<FirstAdmin> {
  const { username, password } = config.admin;
  if (password) {
    const created = await db.query(
      `insert into admin_users (username, name, password_hash) values ($1, $2, $3)
       on conflict (username) do nothing returning id`,
      [username, 'Store Admin', await hashPassword(password)],
    );
    return created.length ? { username } : null;
  }
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'select count(*) as count from admin_users',
  );
  if (count > 0) return null;
  const generatedPassword = randomBytes(9).toString('base64url');
  await db.query('insert into admin_users (username, name, password_hash) values ($1, $2, $3)', [
    username,
    'Store Admin',
    await hashPassword(generatedPassword),
  ]);
  return { username, generatedPassword };
}
