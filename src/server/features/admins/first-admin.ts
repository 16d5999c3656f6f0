import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { LOCKS, withAdvisoryLock } from '../../db/advisory-lock';
import type { Database, Queryable } from '../../db/client';
import { hashPassword } from '../../auth/password';

export type FirstAdmin = { username: string; generatedPassword?: string } | null;

const insertAdmin = `insert into admin_users (username, name, password_hash) values ($1, 'Store Admin', $2)
  on conflict (username) do nothing returning id`;

/**
 * DESIGN 6: no built-in backdoor. ADMIN_USERNAME/ADMIN_PASSWORD create that admin if it
 * does not exist yet (an existing one keeps its password). With no password given and no admin at all, `admin` is created with
 * a random password that is returned (and printed) this once. Several processes starting at
 * once on a fresh database create (and print) it once: the check and the insert run under the
 * bootstrap lock, and the insert never overwrites.
 */
export async function ensureFirstAdmin(db: Database, config: Config): Promise<FirstAdmin> {
  const { username, password } = config.admin;
  const anyAdmin = async (q: Queryable) => (await q.query('select 1 from admin_users limit 1')).length > 0;
  // The usual boot: an admin exists (the named one, when a password is given). Decided without
  // hashing a password or taking the lock.
  const namedAdmin = async () =>
    (await db.query('select 1 from admin_users where username = $1', [username])).length > 0;
  if (password ? await namedAdmin() : await anyAdmin(db)) return null;
  const generatedPassword = password ? undefined : randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  return withAdvisoryLock(db, LOCKS.bootstrap, async (tx) => {
    if (!password && (await anyAdmin(tx))) return null;
    const created = await tx.query(insertAdmin, [username, passwordHash]);
    if (!created.length) return null;
    return generatedPassword ? { username, generatedPassword } : { username };
  });
}
