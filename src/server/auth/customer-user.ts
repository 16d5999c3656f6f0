import type { Language } from '../../domain/language';
import type { Tier } from '../../domain/tiers';
import type { CustomerStatus, CustomerUser } from '../../domain/user';

/** The customer columns every query that builds a CustomerUser selects. */
export function customerColumns(alias: string): string {
  return [
    'id',
    'name',
    'phone',
    'code',
    'tier',
    'status',
    'points',
    'pending_points',
    'point_money_paise',
    'total_spent_paise',
    'joined_at',
    'address',
    'pincode',
    'credit_limit_paise',
    'language',
  ]
    .map((column) => `${alias}.${column}`)
    .join(', ');
}

export interface CustomerRow {
  id: string;
  name: string;
  phone: string;
  code: string;
  tier: Tier;
  status: CustomerStatus;
  points: number;
  pending_points: number;
  point_money_paise: number;
  total_spent_paise: number;
  joined_at: Date;
  address: string;
  pincode: string | null;
  credit_limit_paise: number;
  language: Language;
}

export function toCustomerUser(row: CustomerRow): CustomerUser {
  return {
    role: 'customer',
    id: row.id,
    name: row.name,
    phone: row.phone,
    code: row.code,
    tier: row.tier,
    status: row.status,
    points: row.points,
    pendingPoints: row.pending_points,
    pointMoneyPaise: row.point_money_paise,
    totalSpentPaise: row.total_spent_paise,
    memberSince: new Date(row.joined_at).toISOString(),
    address: row.address,
    pincode: row.pincode,
    creditLimitPaise: row.credit_limit_paise,
    language: row.language,
  };
}
