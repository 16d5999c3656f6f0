import type { CustomerListStatus } from '../../../../domain/customers.schemas';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { ROOT_CODE } from './customer-forms';

/** SPEC's statuses (Reserved, Pending, Active) and Disabled, as the admin reads them. */
export const CUSTOMER_STATUS_LABELS: Record<CustomerListStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  reserved: 'Reserved',
  disabled: 'Disabled',
};

const TONES: Record<CustomerListStatus, BadgeTone> = {
  active: 'brand',
  pending: 'warning',
  reserved: 'info',
  disabled: 'danger',
};

export function CustomerStatusBadge({ status }: { status: CustomerListStatus }) {
  return <Badge tone={TONES[status]}>{CUSTOMER_STATUS_LABELS[status]}</Badge>;
}

/** SPEC: a customer without a parent is directly under the shop, A100. */
export function ParentCode({ code }: { code: string | null }) {
  return code ? <span>{code}</span> : <span className="text-sand-700">{ROOT_CODE}</span>;
}
