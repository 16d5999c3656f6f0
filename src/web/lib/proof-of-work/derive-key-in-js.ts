import type { DeriveKeyFunction } from 'altcha-lib';
import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * ALTCHA's PBKDF2/SHA-256 in JavaScript, for a browser without WebCrypto (it exists only on HTTPS
 * and localhost: a shop reached at a plain-HTTP LAN address). Slower than the native one, but a
 * person still gets in. Loaded only then.
 */
export const deriveKeyInJs: DeriveKeyFunction = async (parameters, salt, password) => ({
  derivedKey: await pbkdf2Async(sha256, password, salt, {
    c: parameters.cost,
    dkLen: parameters.keyLength ?? 32,
  }),
});
