import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie: 32 bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a cookie's token: its SHA-256, so the table alone opens nothing. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A cookie's token, if it looks like one of ours (anything longer is not worth hashing). */
export const cookieToken = (value: string | undefined): string | null =>
  value && value.length < 100 ? value : null;
