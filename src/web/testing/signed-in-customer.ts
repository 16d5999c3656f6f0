import type { CustomerUser } from '../../domain/user';

/** A signed-in customer, as GET /api/auth/me answers; a test changes what it is about. */
export const aCustomer = (changes: Partial<CustomerUser> = {}): CustomerUser => ({
  role: 'customer',
  id: 'c-1',
  name: 'Anjali Nair',
  phone: '9847100000',
  code: 'A101',
  tier: 'Bronze',
  status: 'active',
  points: 0,
  pendingPoints: 0,
  pointMoneyPaise: 0,
  totalSpentPaise: 0,
  memberSince: '2026-01-05T10:00:00.000Z',
  address: '',
  pincode: null,
  creditLimitPaise: 0,
  ...changes,
});
