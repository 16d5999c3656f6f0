import { Eye } from 'lucide-react';
import { Button } from '../ui/button';
import type { AdminOrder } from '../../lib/admin-orders/orders.api';

/** Opens an order's details dialog; named after the order for screen readers. */
export function OrderDetailsButton({
  order,
  onView,
}: {
  order: AdminOrder;
  onView: (order: AdminOrder) => void;
}) {
  return (
    <Button variant="outline" onClick={() => onView(order)} aria-label={`View details of order ${order.id}`}>
      <Eye aria-hidden="true" className="size-4" />
      Details
    </Button>
  );
}
