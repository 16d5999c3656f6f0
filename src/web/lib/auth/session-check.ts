import { hasErrorCode } from '../api';

/**
 * What a failed GET /api/auth/me says about the session. Only UNAUTHENTICATED (401) means "signed out"; being
 * offline, a 5xx or a 429 says nothing about it, so the cached user stays and we ask again later.
 */
export function isSignedOut(error: unknown): boolean {
  return hasErrorCode(error, 'UNAUTHENTICATED');
}

const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000];

/** How long to wait before asking again after `failures` checks in a row could not answer. */
export function retryDelayMs(failures: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1]!;
}
