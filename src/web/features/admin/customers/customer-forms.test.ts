import { describe, expect, it } from 'vitest';
import type { AdminCustomerDetail } from '../../../../domain/customers.schemas';
import { messages } from '../../../../domain/messages';
import {
  addCustomerFormSchema,
  addCustomerInput,
  EMPTY_ADD_CUSTOMER,
  editCustomerFormSchema,
  editCustomerInput,
  editCustomerValues,
  newPasswordFormSchema,
  pointsChangeLabel,
} from './customer-forms';

const customer: AdminCustomerDetail = {
  id: 'c1',
  name: 'Sreeja K',
  phone: '9847011111',
  code: 'A105',
  parentCode: null,
  tier: 'Silver',
  status: 'active',
  points: 120,
  pointMoneyPaise: 0,
  totalSpentPaise: 150_000,
  joinedAt: '2026-01-02T03:04:05.000Z',
  hasPassword: true,
  childCount: 2,
  address: 'Thrissur',
  downlineSize: 5,
  hasHistory: true,
  pendingPoints: 0,
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('add customer form', () => {
  it('asks for name and phone with SPEC words', () => {
    const input = addCustomerInput({ ...EMPTY_ADD_CUSTOMER, name: '  ', phone: '98470 11111' });
    expect(firstMessage(addCustomerFormSchema.safeParse(input))).toBe(
      messages.adminCustomers.nameAndPhoneRequired,
    );
    const noPhone = addCustomerInput({ ...EMPTY_ADD_CUSTOMER, name: 'Anu' });
    expect(firstMessage(addCustomerFormSchema.safeParse(noPhone))).toBe(
      messages.adminCustomers.nameAndPhoneRequired,
    );
  });

  it('leaves empty optional fields out and writes codes in capitals', () => {
    expect(
      addCustomerInput({ ...EMPTY_ADD_CUSTOMER, name: ' Anu ', phone: '9847022222', parentCode: ' a101 ' }),
    ).toEqual({ name: 'Anu', phone: '9847022222', parentCode: 'A101' });
  });

  it('checks a given password with the registration rule; no password is fine (Reserved)', () => {
    const base = { ...EMPTY_ADD_CUSTOMER, name: 'Anu', phone: '9847022222' };
    expect(
      firstMessage(addCustomerFormSchema.safeParse(addCustomerInput({ ...base, password: 'abc' }))),
    ).toBe(messages.register.passwordTooShort);
    expect(addCustomerFormSchema.safeParse(addCustomerInput(base)).success).toBe(true);
  });
});

describe('edit customer form', () => {
  it('sends only what changed; an empty parent is the shop', () => {
    const values = editCustomerValues(customer);
    expect(values.parentCode).toBe('A100');
    expect(editCustomerInput(customer, values)).toEqual({});
    expect(editCustomerInput(customer, { ...values, parentCode: 'a101', tier: 'Gold' })).toEqual({
      parentCode: 'A101',
      tier: 'Gold',
    });
    const under = { ...customer, parentCode: 'A101' };
    expect(editCustomerInput(under, { ...editCustomerValues(under), parentCode: '' })).toEqual({
      parentCode: 'A100',
    });
  });

  it('wants a reason for a points change, and only then', () => {
    const values = editCustomerValues(customer);
    const changed = editCustomerInput(customer, { ...values, points: '170' });
    expect(changed).toEqual({ points: 170, reason: '' });
    expect(firstMessage(editCustomerFormSchema.safeParse(changed))).toBe(
      messages.adminCustomers.reasonRequired,
    );
    const explained = editCustomerInput(customer, { ...values, points: '170', reason: 'Festival gift' });
    expect(editCustomerFormSchema.safeParse(explained).success).toBe(true);
    const sameBalance = editCustomerInput(customer, { ...values, reason: '' });
    expect(editCustomerFormSchema.safeParse(sameBalance).success).toBe(true);
  });

  it('refuses points below 0 or not a whole number', () => {
    const values = editCustomerValues(customer);
    for (const points of ['-5', '1.5', 'ten', '']) {
      const input = editCustomerInput(customer, { ...values, points, reason: 'x' });
      expect(editCustomerFormSchema.safeParse(input).success, points).toBe(false);
    }
  });

  it('shows the change before saving', () => {
    expect(pointsChangeLabel(120, '170')).toBe('+50 points');
    expect(pointsChangeLabel(120, '100')).toBe('−20 points');
    expect(pointsChangeLabel(120, '121')).toBe('+1 point');
    expect(pointsChangeLabel(120, '120')).toBeNull();
    expect(pointsChangeLabel(120, 'x')).toBeNull();
    expect(pointsChangeLabel(0, '125000')).toBe('+1,25,000 points');
  });
});

describe('new password form', () => {
  it('says when the two differ, then when it is too short', () => {
    expect(firstMessage(newPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: 'abd' }))).toBe(
      messages.register.passwordsDoNotMatch,
    );
    expect(firstMessage(newPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toBe(
      messages.register.passwordTooShort,
    );
    expect(newPasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success).toBe(
      true,
    );
  });
});
