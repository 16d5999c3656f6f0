import { describe, expect, it } from 'vitest';
import { adminLoginSchema, customerLoginSchema, firstIssueMessage, registerSchema } from './auth.schemas';

const valid = { name: 'Anjali Nair', phone: '98470 12345', password: 'secret1', confirmPassword: 'secret1' };
const messageFor = (input: Record<string, unknown>) => {
  const result = registerSchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
};

describe('registerSchema: SPEC section 5, in order', () => {
  it('accepts a valid registration and normalises the phone', () => {
    expect(registerSchema.parse({ ...valid, phone: '+91 98470-12345', parentCode: ' a101 ' })).toEqual({
      name: 'Anjali Nair',
      phone: '9847012345',
      password: 'secret1',
      parentCode: 'A101',
    });
  });
  it('1. requires name, phone and password', () => {
    expect(messageFor({ ...valid, name: '  ' })).toBe('Please fill in all required fields');
    expect(messageFor({ ...valid, phone: '' })).toBe('Please fill in all required fields');
    expect(messageFor({ name: 'x' })).toBe('Please fill in all required fields');
  });
  it('2. passwords must match, before the length check', () => {
    expect(messageFor({ ...valid, password: 'abc', confirmPassword: 'abd' })).toBe('Passwords do not match');
  });
  it('3. password at least 6 characters, before the phone check', () => {
    expect(messageFor({ ...valid, phone: '123', password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 6 characters long',
    );
  });
  it('4. phone must be a valid number', () => {
    expect(messageFor({ ...valid, phone: '12345' })).toBe('Please enter a valid phone number');
    expect(messageFor({ ...valid, phone: '1234567890' })).toBe('Please enter a valid phone number');
  });
  it('leaves the parent code to the server, which checks it after the phone (steps 5 then 6)', () => {
    expect(registerSchema.parse({ ...valid, parentCode: ' zz ' }).parentCode).toBe('ZZ');
  });
  it('caps the name at the database limit of 120 characters, with a plain message', () => {
    expect(messageFor({ ...valid, name: 'a'.repeat(120) })).toBeNull();
    expect(messageFor({ ...valid, name: 'a'.repeat(121) })).toBe('Must be at most 120 characters');
  });
  it('caps the password at the 72 bytes bcrypt reads, counting UTF-8 bytes', () => {
    const ascii72 = 'a'.repeat(72);
    expect(messageFor({ ...valid, password: ascii72, confirmPassword: ascii72 })).toBeNull();
    const ascii73 = 'a'.repeat(73);
    expect(messageFor({ ...valid, password: ascii73, confirmPassword: ascii73 })).toBe(
      'Password can be at most 72 characters long (fewer if it uses letters outside English, or emoji)',
    );
    const malayalam = 'മ'.repeat(25); // 25 characters, 75 bytes
    expect(messageFor({ ...valid, password: malayalam, confirmPassword: malayalam })).toMatch(
      /^Password can be at most 72/,
    );
  });
  it('refuses a NUL character in any field', () => {
    expect(messageFor({ ...valid, name: 'An\u0000jali' })).toBe(
      'Contains an invisible control character (NUL) that is not allowed',
    );
    expect(messageFor({ ...valid, password: 'secret\u00001', confirmPassword: 'secret\u00001' })).toMatch(
      /NUL/,
    );
  });
  it('treats an empty parent code as none', () => {
    expect(registerSchema.parse({ ...valid, parentCode: '' }).parentCode).toBeNull();
  });
});

describe('login schemas', () => {
  it('customer login needs both fields', () => {
    const r = customerLoginSchema.safeParse({ phone: '9847012345' });
    expect(r.success ? null : firstIssueMessage(r.error)).toBe('Please enter both phone number and password');
  });
  it('admin login needs both fields and ignores username case', () => {
    const r = adminLoginSchema.safeParse({ password: 'x' });
    expect(r.success ? null : firstIssueMessage(r.error)).toBe('Please enter both username and password');
    expect(adminLoginSchema.parse({ username: 'Admin', password: 'x' }).username).toBe('admin');
  });
  it('sign-in accepts a password longer than 72 bytes (set before the cap) and refuses NUL', () => {
    expect(customerLoginSchema.safeParse({ phone: '9847012345', password: 'a'.repeat(100) }).success).toBe(
      true,
    );
    const r = adminLoginSchema.safeParse({ username: 'ad\u0000min', password: 'x' });
    expect(r.success ? null : firstIssueMessage(r.error)).toMatch(/NUL/);
  });
});
