import { describe, expect, it } from 'vitest';
import { apiMessages, tooManyRequestsFor } from './messages-core';

describe('the too-many-attempts message', () => {
  it('says the wait that Retry-After gives, in whole minutes', () => {
    expect(tooManyRequestsFor(600)).toBe('Too many attempts. Please wait 10 minutes and try again.');
    expect(tooManyRequestsFor(3599)).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect(tooManyRequestsFor(61)).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(tooManyRequestsFor(45)).toBe('Too many attempts. Please wait a minute and try again.');
  });
  it('without a Retry-After does not promise a single minute', () => {
    expect(apiMessages.tooManyRequests).not.toMatch(/a minute/);
  });
});
