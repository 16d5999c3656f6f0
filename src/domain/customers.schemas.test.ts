import { describe, expect, it } from 'vitest';
import { MAX_POINTS_BALANCE, newPasswordSchema, updateCustomerSchema } from './customers.schemas';
import { messages } from './messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the admin customer schemas', () => {
  it('a new password is 6 characters at least and 72 bytes at most (what bcrypt reads)', () => {
    expect(firstMessage(newPasswordSchema.safeParse('12345'))).toBe(messages.register.passwordTooShort);
    expect(newPasswordSchema.safeParse('a'.repeat(72)).success).toBe(true);
    expect(firstMessage(newPasswordSchema.safeParse('a'.repeat(73)))).toBe(messages.register.passwordTooLong);
    // 40 letters, 80 bytes: fewer characters than the limit, more bytes.
    expect(firstMessage(newPasswordSchema.safeParse('é'.repeat(40)))).toBe(messages.register.passwordTooLong);
  });

  it('points are a whole number from 0 to the largest balance', () => {
    expect(updateCustomerSchema.safeParse({ points: 0 }).success).toBe(true);
    expect(updateCustomerSchema.safeParse({ points: MAX_POINTS_BALANCE }).success).toBe(true);
    expect(firstMessage(updateCustomerSchema.safeParse({ points: -1 }))).toBe(
      messages.adminCustomers.pointsAtLeastZero,
    );
    expect(firstMessage(updateCustomerSchema.safeParse({ points: MAX_POINTS_BALANCE + 1 }))).toBe(
      messages.adminCustomers.pointsTooLarge,
    );
    expect(updateCustomerSchema.safeParse({ points: 1.5 }).success).toBe(false);
  });
});
