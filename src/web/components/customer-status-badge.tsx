import { CUSTOMER_STATUS_LABELS, type CustomerListStatus } from '../../domain/customers.schemas';
import { Badge, type BadgeTone } from './ui/badge';

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
