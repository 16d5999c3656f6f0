import { bcryptHash, bcryptVerify } from './bcrypt-pool';

/** SPEC: bcrypt with cost 10. Existing $2a$/$2b$ hashes verify as they are. */
const COST = 10;

/** Hashed in a worker thread (bcrypt-pool.ts), never on the event loop. */
export function hashPassword(password: string): Promise<string> {
  return bcryptHash(password, COST);
}

/** A malformed stored hash is simply no match. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return bcryptVerify(password, stored);
}

/** Compared against when an account does not exist, so response times do not reveal which phones are registered. */
let decoyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(password, await decoyHash);
}
