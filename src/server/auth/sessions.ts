import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/user';
import { prepared, type Queryable } from '../db/client';
import { customerColumns, toCustomerUser, type CustomerRow } from './customer-user';
import { cookieToken, newToken, tokenDigest as digest } from './tokens';
import { LANGUAGE_COOKIE, type Language } from '../../domain/language';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;

export type SessionOwner = { customerId: string } | { adminId: string };

/** Opens a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(db: Queryable, owner: SessionOwner): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into sessions (id, customer_id, admin_id, expires_at)
     values ($1, $2, $3, now() + make_interval(days => $4))`,
    [
      digest(token),
      'customerId' in owner ? owner.customerId : null,
      'adminId' in owner ? owner.adminId : null,
      SESSION_DAYS,
    ],
  );
  return token;
}

/**
 * Signs someone in: ends the session the caller's cookie held (signing in again, or as someone
 * else, leaves no orphan row), clears out expired sessions (cheap: sessions_expiry_idx), and
 * opens a new one. Returns the new token for the cookie.
 */
export async function replaceSession(
  db: Queryable,
  previousToken: string | null,
  owner: SessionOwner,
): Promise<string> {
  await db.query('delete from sessions where expires_at <= now() or id = $1', [
    previousToken ? digest(previousToken) : null,
  ]);
  return createSession(db, owner);
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from sessions where id = $1', [digest(token)]);
}

type SessionRow = CustomerRow & {
  admin_id: string | null;
  admin_username: string | null;
  admin_name: string | null;
  admin_role: 'owner' | 'staff' | null;
  expires_at: Date;
};

/** Run on every request that misses the session cache: prepared, as planning it cost as much as running it. */
const SESSION_QUERY = prepared(
  `select ${customerColumns('c')}, a.id as admin_id, a.username as admin_username, a.name as admin_name,
     a.role as admin_role, s.expires_at
   from sessions s
   left join customers c on c.id = s.customer_id
   left join admin_users a on a.id = s.admin_id and a.disabled_at is null
   where s.id = $1 and s.expires_at > now()`,
);

/** Who holds the session with this token digest, and until when; null when it has ended. */
export async function readSession(
  db: Queryable,
  tokenDigest: string,
): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const [row] = await db.query<SessionRow>(SESSION_QUERY, [tokenDigest]);
  if (!row) return null;
  const expiresAt = new Date(row.expires_at);
  if (row.admin_id) {
    const role = row.admin_role === 'staff' ? 'staff' : 'admin';
    return {
      user: { role, id: row.admin_id, username: row.admin_username!, name: row.admin_name! },
      expiresAt,
    };
  }
  if (row.id && row.status !== 'rejected') return { user: toCustomerUser(row), expiresAt };
  return null;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

/**
 * A customer's own language (docs/decisions/098) becomes this browser's at sign-in: the next page
 * the server sends is already in it. Not httpOnly: the page's switch changes it.
 */
export function setLanguageCookie(reply: FastifyReply, language: Language, secure: boolean): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: 365 * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sessionToken(request: FastifyRequest): string | null {
  return cookieToken(request.cookies[SESSION_COOKIE]);
}
