import { randomBytes } from 'node:crypto';
import { recordAudit } from '../../audit/audit-log';
import { endAdminSessions } from '../../auth/account-access';
import { hashPassword } from '../../auth/password';
import type { Database, Queryable } from '../../db/client';

export class UnknownAdmin extends Error {}

/** A password shown once to the person at the server's console (12 random bytes, URL-safe). */
export const oneTimePassword = () => randomBytes(12).toString('base64url');

export async function listAdmins(db: Database): Promise<{ username: string; name: string }[]> {
  return db.query('select username, name from admin_users order by username');
}

/**
 * DESIGN 7: a lost admin password is reset on the server. The admin gets a new random password,
 * every session they had ends, and the reset is in the audit log.
 */
export async function resetAdminPassword(db: Database, username: string): Promise<string> {
  const password = oneTimePassword();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [admin] = await tx.query<{ id: string }>(
      'update admin_users set password_hash = $2 where username = $1 returning id',
      [username.toLowerCase(), hash],
    );
    if (!admin) throw new UnknownAdmin(username);
    await endAdminSessions(tx, admin.id);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'reset_password',
      entity: 'admin_user',
      entityId: admin.id,
      details: { by: 'server command line' },
    });
  });
  return password;
}

/** Another owner account, with a one-time password (staff are added on the Staff screen: staff-accounts.ts). */
export async function createAdmin(db: Database, username: string, name: string): Promise<string> {
  const password = oneTimePassword();
  const hash = await hashPassword(password);
  await db.query('insert into admin_users (username, name, password_hash) values ($1, $2, $3)', [
    username.toLowerCase(),
    name,
    hash,
  ]);
  return password;
}

/** When the owner or a staff member signed in last (the Staff screen shows it). */
export async function noteSignIn(db: Queryable, adminId: string): Promise<void> {
  await db.query('update admin_users set last_sign_in_at = now() where id = $1', [adminId]);
}
