import bcrypt from 'bcryptjs';

/** SPEC: bcrypt with cost 10. Existing $2a$/$2b$ hashes verify as they are. */
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** Compared against when an account does not exist, so response times do not reveal which phones are registered. */
const DECOY_HASH = bcrypt.hashSync('decoy-password-never-matches', COST);
export async function burnPasswordCheck(password: string): Promise<void> {
  await bcrypt.compare(password, DECOY_HASH);
}
