import type {
  AdminCustomer,
  AdminCustomerDetail,
  CustomerListStatus,
} from '../../../domain/customers.schemas';
import type { Tier } from '../../../domain/tiers';
import { cursorAtSql } from '../../db/keyset-cursor';

/**
 * A customer as the admin's screens show them (DESIGN 2), read with `c` as the customer and `p`
 * as their parent (left joined). The status is migration 014's customer_list_status, the one
 * place that says what the admin sees. Whether a password is set, never the hash.
 */
export const ADMIN_CUSTOMER_COLUMNS = `c.id, c.name, c.phone, c.code, p.code as parent_code, c.tier,
  customer_list_status(c.status, c.is_reserved) as list_status, c.points, c.point_money_paise,
  c.total_spent_paise, c.joined_at, c.password_hash is not null as has_password,
  coalesce((select children from referral_downlines d where d.customer_id = c.id), 0) as child_count,
  ${cursorAtSql('c.created_at')} as cursor_at`;

/** The edit screen's extra fields: address, downline size, and whether history forbids deleting. */
export const ADMIN_CUSTOMER_DETAIL_COLUMNS = `${ADMIN_CUSTOMER_COLUMNS}, c.address, c.pending_points,
  coalesce((select size from referral_downlines d where d.customer_id = c.id), 0) as downline_size,
  (exists (select 1 from orders o where o.customer_id = c.id)
   or exists (select 1 from points_ledger l where l.customer_id = c.id)) as has_history`;

export interface AdminCustomerRow {
  id: string;
  name: string;
  phone: string;
  code: string;
  parent_code: string | null;
  tier: Tier;
  list_status: CustomerListStatus;
  points: number;
  point_money_paise: number;
  total_spent_paise: number;
  joined_at: Date;
  has_password: boolean;
  child_count: number;
  cursor_at: string;
}

export interface AdminCustomerDetailRow extends AdminCustomerRow {
  address: string;
  pending_points: number;
  downline_size: number;
  has_history: boolean;
}

export function toAdminCustomer(row: AdminCustomerRow): AdminCustomer {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    code: row.code,
    parentCode: row.parent_code,
    tier: row.tier,
    status: row.list_status,
    points: row.points,
    pointMoneyPaise: row.point_money_paise,
    totalSpentPaise: row.total_spent_paise,
    joinedAt: row.joined_at.toISOString(),
    hasPassword: row.has_password,
    childCount: row.child_count,
  };
}

export function toAdminCustomerDetail(row: AdminCustomerDetailRow): AdminCustomerDetail {
  return {
    ...toAdminCustomer(row),
    address: row.address,
    downlineSize: row.downline_size,
    hasHistory: row.has_history,
    pendingPoints: row.pending_points,
  };
}
