import { Eye } from 'lucide-react';
import { Button } from '../ui/button';
import { useWords } from '../../i18n/use-words';
import type { AdminOrder } from '../../lib/admin-orders/orders.api';

/** Opens an order's details dialog; named after the order for screen readers. */
export function OrderDetailsButton({
  order,
  onView,
}: {
  order: AdminOrder;
  onView: (order: AdminOrder) => void;
}) {
  const { t } = useWords('admin');
  return (
    <Button
      variant="outline"
      onClick={() => onView(order)}
      aria-label={t('admin.orderDetails.view', { id: order.id })}
    >
      <Eye aria-hidden="true" className="size-4" />
      {t('admin.orderDetails.details')}
    </Button>
  );
}
