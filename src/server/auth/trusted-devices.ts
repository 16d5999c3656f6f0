import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { cookieToken, newToken, tokenDigest } from './tokens';

/**
 * OWASP's device cookies: a browser that signed in to an account before is known to that account.
 * Others' wrong passwords do not lock it out (it has limits of its own). The cookie holds a random
 * token; the database keeps its SHA-256 and the accounts that signed in with it.
 */
export const DEVICE_COOKIE = 'device';
const DEVICE_DAYS = 365;

/** 'customer:<phone>' or 'admin:<username>': what a sign-in names, normalised. */
export type AccountKey = `customer:${string}` | `admin:${string}`;

const deviceToken = (request: FastifyRequest) => cookieToken(request.cookies[DEVICE_COOKIE]);

/** The digest of the caller's device cookie, whoever signed in with it; null without one (the referral review's "same device"). */
export function deviceDigest(request: FastifyRequest): string | null {
  const token = deviceToken(request);
  return token ? tokenDigest(token) : null;
}

/** The digest of the caller's device token when it has signed in to `account` within the year, else null. */
export async function knownDevice(
  db: Queryable,
  request: FastifyRequest,
  account: AccountKey,
): Promise<string | null> {
  const token = deviceToken(request);
  if (!token) return null;
  const digest = tokenDigest(token);
  const [row] = await db.query(
    `select 1 from trusted_devices
     where device_hash = $1 and account = $2 and last_used_at > now() - make_interval(days => $3)`,
    [digest, account, DEVICE_DAYS],
  );
  return row ? digest : null;
}

/**
 * After a successful sign-in (or registration): the browser gets a new device token, which takes
 * over the accounts the old one vouched for and adds this one. A new token every time means a
 * token planted in the browser, or copied from it earlier, stops working once its owner signs in.
 */
export async function rememberDevice(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  account: AccountKey,
  secure: boolean,
): Promise<void> {
  const previous = deviceToken(request);
  const token = newToken();
  const digest = tokenDigest(token);
  await db.transaction(async (tx) => {
    if (previous)
      await tx.query('update trusted_devices set device_hash = $1 where device_hash = $2', [
        digest,
        tokenDigest(previous),
      ]);
    await tx.query(
      `insert into trusted_devices (device_hash, account) values ($1, $2)
       on conflict (device_hash, account) do update set last_used_at = now()`,
      [digest, account],
    );
  });
  if (Math.random() < 0.01)
    await db.query('delete from trusted_devices where last_used_at < now() - make_interval(days => $1)', [
      DEVICE_DAYS,
    ]);
  reply.setCookie(DEVICE_COOKIE, token, {
    // Sent only to sign-in and registration, never with the shop's other requests.
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
}
