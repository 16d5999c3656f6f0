import { describe, expect, it } from 'vitest';
import { isValidPhone, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['9847012345', '9847012345'],
    ['98470 12345', '9847012345'],
    ['+91 98470 12345', '9847012345'],
    ['919847012345', '9847012345'],
    ['09847012345', '9847012345'],
    ['98470-12345', '9847012345'],
  ])('%s → %s', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
    expect(isValidPhone(normalisePhone(raw))).toBe(true);
  });
  it('rejects too short, foreign and landline-like numbers', () => {
    expect(isValidPhone(normalisePhone('12345'))).toBe(false);
    expect(isValidPhone(normalisePhone('+44 7700 900123'))).toBe(false);
    expect(isValidPhone(normalisePhone('0471234567'))).toBe(false);
  });
});
