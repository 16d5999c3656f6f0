import type { AdminCustomerDetail } from '../../../../domain/customers.schemas';

/** A member with a downline and history, as GET /api/admin/customers/:id answers. */
export const member: AdminCustomerDetail = {
  id: '0b7c6f1e-4c3a-4d5e-9f10-111111111111',
  name: 'Sreeja K',
  phone: '9847011111',
  code: 'A105',
  parentCode: 'A101',
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
