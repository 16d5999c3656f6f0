import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { isSignedOut, retryDelayMs } from './session-check';

describe('checking the session', () => {
  it('only a 401 means signed out', () => {
    expect(isSignedOut(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'))).toBe(true);
    expect(isSignedOut(new ApiError(0, 'network_error', 'Could not reach the shop.'))).toBe(false);
    expect(isSignedOut(new ApiError(500, 'INTERNAL', 'Something went wrong'))).toBe(false);
    expect(isSignedOut(new ApiError(503, 'http_503', 'Something went wrong'))).toBe(false);
    expect(isSignedOut(new TypeError('Failed to fetch'))).toBe(false);
  });
  it('asks again sooner first, then less often', () => {
    expect(retryDelayMs(1)).toBe(2_000);
    expect(retryDelayMs(2)).toBe(5_000);
    expect(retryDelayMs(10)).toBe(30_000);
  });
});
