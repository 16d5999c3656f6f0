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
  it('6. a malformed parent code is invalid', () => {
    expect(messageFor({ ...valid, parentCode: 'hello' })).toBe('Invalid parent code');
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
});
