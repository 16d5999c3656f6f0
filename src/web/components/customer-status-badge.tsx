import type { CustomerListStatus } from '../../domain/customers.schemas';
import { Badge, type BadgeTone } from './ui/badge';

/** SPEC's customer statuses as the admin sees them (Disabled: rejected or disabled by the admin). */
export const CUSTOMER_STATUS_LABELS: Record<CustomerListStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  reserved: 'Reserved',
  disabled: 'Disabled',
};

const STATUS_TONES: Record<CustomerListStatus, BadgeTone> = {
  active: 'brand',
  pending: 'warning',
  reserved: 'info',
  disabled: 'danger',
};

export function CustomerStatusBadge({ status }: { status: CustomerListStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} className="whitespace-nowrap">
      {CUSTOMER_STATUS_LABELS[status]}
    </Badge>
  );
}
