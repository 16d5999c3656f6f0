import { messages } from '../../domain/messages';
import { AppError } from '../errors';
import { bcryptHash, bcryptVerify, PasswordQueueFull } from './bcrypt-pool';

/** SPEC: bcrypt with cost 10. Existing $2a$/$2b$ hashes verify as they are. */
const COST = 10;

/** Hashed in a worker thread (bcrypt-pool.ts), never on the event loop. */
export function hashPassword(password: string): Promise<string> {
  return bcryptHash(password, COST);
}

/**
 * A malformed stored hash is simply no match. With `signal` (the request's: its client has gone),
 * a check still waiting for a worker is dropped unrun. Past the queue's cap it is answered at once:
 * 503 with Retry-After (docs/decisions/052).
 */
export function verifyPassword(password: string, stored: string, signal?: AbortSignal): Promise<boolean> {
  return bcryptVerify(password, stored, signal).catch((error: unknown) => {
    if (error instanceof PasswordQueueFull)
      throw new AppError('SERVICE_UNAVAILABLE', messages.api.signInBusy, undefined, { cause: error });
    throw error;
  });
}

/** Compared against when an account does not exist, so response times do not reveal which phones are registered. */
let decoyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string, signal?: AbortSignal): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(password, await decoyHash, signal);
}
