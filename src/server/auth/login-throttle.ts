import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import type { ChallengeGate } from './challenge-gate';
import { addressKey } from './client-address';
import type { Bucket } from './rate-limit';
import { knownDevice, type AccountKey } from './trusted-devices';

/** The login limits' window: LOGIN_ATTEMPTS_PER_ADDRESS and _PER_ACCOUNT are counted per 10 minutes. */
export const LOGIN_WINDOW_SECONDS = 600;

/**
 * Limits on wrong passwords (DESIGN 6), counting failures only: each attempt first takes one hit
 * from its buckets (atomically, so parallel guesses cannot overshoot) and gives the hits back when
 * the password was right. Past a limit the sign-in must carry a solved proof-of-work challenge
 * (challenge-gate.ts): never refused, so the right password always gets in, while every wrong
 * guess costs its sender the work.
 *
 * - A browser that signed in to this account before (device cookie) has one bucket of its own,
 *   so nobody else's failures on the account or on its address ask it for any work.
 * - Any other caller counts in its address's bucket and in the account's bucket, whatever address
 *   it comes from: guessing one account from many addresses is slowed as much as from one.
 *
 * The route makes the browser known to the account after a successful sign-in (rememberDevice).
 */
export function createLoginThrottle(db: Queryable, limits: Config['limits'], throttled: ChallengeGate) {
  const { loginPerAddress, loginPerAccount } = limits;
  const bucket = (key: string, limit: number): Bucket => ({
    key,
    limit,
    windowSeconds: LOGIN_WINDOW_SECONDS,
  });

  return async function signIn<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    account: AccountKey,
    checkPassword: () => Promise<T>,
  ): Promise<T> {
    const device = await knownDevice(db, request, account);
    const buckets = device
      ? [bucket(`login:device:${device}:${account}`, loginPerAccount)]
      : [
          bucket(`login:address:${addressKey(request.ip)}`, loginPerAddress),
          bucket(`login:account:${account}`, loginPerAccount),
        ];
    return throttled(request, reply, { scope: `login:${account}`, buckets }, checkPassword);
  };
}
