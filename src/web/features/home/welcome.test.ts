import { describe, expect, it } from 'vitest';
import type { AdminUser, CustomerUser } from '../../../domain/user';
import { welcomeWords } from './welcome';

const meera: CustomerUser = {
  role: 'customer',
  id: 'c-1',
  name: 'Meera',
  phone: '9876543210',
  code: 'A150',
  tier: 'Bronze',
  status: 'pending',
  points: 0,
  pendingPoints: 0,
  pointMoneyPaise: 0,
  totalSpentPaise: 0,
  memberSince: '2026-11-26T04:30:00.000Z', // 10:00 in Kerala
  address: '',
  pincode: null,
  creditLimitPaise: 0,
};

describe('the home greeting', () => {
  it('says "Welcome" right after registering, not "Welcome back"', () => {
    expect(welcomeWords(meera, new Date('2026-11-26T04:31:00.000Z'))).toBe('Welcome, Meera!');
    // Still the same day in Kerala (23:59 IST).
    expect(welcomeWords(meera, new Date('2026-11-26T18:29:00.000Z'))).toBe('Welcome, Meera!');
  });
  it('says "Welcome back" from the next day in Kerala', () => {
    expect(welcomeWords(meera, new Date('2026-11-26T18:31:00.000Z'))).toBe('Welcome back, Meera!');
    expect(welcomeWords(meera, new Date('2027-02-01T10:00:00.000Z'))).toBe('Welcome back, Meera!');
  });
  it('says "Welcome back" to the shop’s staff', () => {
    const admin: AdminUser = { role: 'admin', id: 'a-1', username: 'owner', name: 'Store Admin' };
    expect(welcomeWords(admin)).toBe('Welcome back, Store Admin!');
  });
});
