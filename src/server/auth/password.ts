import { availableParallelism } from 'node:os';
import { hash, hashSync, verify } from '@node-rs/bcrypt';

/** SPEC: bcrypt with cost 10. Existing $2a$/$2b$ hashes verify as they are. */
const COST = 10;

/**
 * bcrypt runs on libuv's thread pool (a native binding), never on the event loop. At most one
 * fewer than the machine's cores at once, so a rush of sign-ins always leaves a core for the shop.
 */
const MAX_AT_ONCE = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, { cost: COST }));
}

/** A malformed stored hash is simply no match. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return inTurn(() => verify(password, stored));
}

/** Compared against when an account does not exist, so response times do not reveal which phones are registered. */
const DECOY_HASH = hashSync('decoy-password-never-matches', { cost: COST });
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, DECOY_HASH);
}
