import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssueMessage } from './auth.schemas';
import { messages } from './messages';
import {
  changePasswordSchema,
  passwordResetSchema,
  profileSchema,
  resetLinkQuerySchema,
} from './profile.schemas';

const messageFor = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
};
const { register, passwordReset } = messages;

describe('passwordResetSchema: registration rules for the new password', () => {
  it('passes the token and password on, without the confirmation', () => {
    expect(
      passwordResetSchema.parse({ token: 'abc', password: 'secret1', confirmPassword: 'secret1' }),
    ).toEqual({
      token: 'abc',
      password: 'secret1',
    });
  });
  it('says one thing at a time, in registration order', () => {
    expect(messageFor(passwordResetSchema, { token: 't' })).toBe(register.requiredFields);
    expect(messageFor(passwordResetSchema, { password: 'abc', confirmPassword: 'abd' })).toBe(
      register.passwordsDoNotMatch,
    );
    expect(messageFor(passwordResetSchema, { password: 'abc', confirmPassword: 'abc' })).toBe(
      register.passwordTooShort,
    );
    const malayalam = 'മ'.repeat(25); // 25 characters, 75 bytes
    expect(messageFor(passwordResetSchema, { password: malayalam, confirmPassword: malayalam })).toBe(
      register.passwordTooLong,
    );
  });
  it('a token far longer than ours is simply not a valid link', () => {
    expect(messageFor(resetLinkQuerySchema, { token: 'x'.repeat(201) })).toBe(passwordReset.linkInvalid);
    expect(resetLinkQuerySchema.parse({})).toEqual({ token: '' });
  });
});

describe('changePasswordSchema', () => {
  const valid = { currentPassword: 'old-secret', password: 'new-secret', confirmPassword: 'new-secret' };
  it('asks for the current password first, then the new one by the same rules', () => {
    expect(changePasswordSchema.parse(valid)).toEqual({
      currentPassword: 'old-secret',
      password: 'new-secret',
    });
    expect(messageFor(changePasswordSchema, { ...valid, currentPassword: '' })).toBe(register.requiredFields);
    expect(messageFor(changePasswordSchema, { ...valid, password: '' })).toBe(register.requiredFields);
    expect(messageFor(changePasswordSchema, { ...valid, confirmPassword: 'other' })).toBe(
      register.passwordsDoNotMatch,
    );
    expect(messageFor(changePasswordSchema, { ...valid, password: 'abc', confirmPassword: 'abc' })).toBe(
      register.passwordTooShort,
    );
  });
  it('never trims a password', () => {
    expect(
      changePasswordSchema.parse({ ...valid, password: ' spaced ', confirmPassword: ' spaced ' }).password,
    ).toBe(' spaced ');
  });
});

describe('profileSchema', () => {
  it('trims, requires the name, and lets the address be empty', () => {
    expect(profileSchema.parse({ name: ' Raji ', address: ' Round East ' })).toEqual({
      name: 'Raji',
      address: 'Round East',
    });
    expect(profileSchema.parse({ name: 'Raji' })).toEqual({ name: 'Raji', address: '' });
    expect(messageFor(profileSchema, { name: ' ', address: 'x' })).toBe(register.requiredFields);
    expect(messageFor(profileSchema, { name: 'a'.repeat(121) })).toBe('Must be at most 120 characters');
    expect(messageFor(profileSchema, { name: 'R', address: 'a'.repeat(501) })).toBe(
      'Must be at most 500 characters',
    );
  });
});
