import { useQuery } from '@tanstack/react-query';
import { adminOrdersFirstPageQueryOptions, pendingRegistrationsQueryOptions } from './orders.queries';

/** How many pending orders one request counts (more shows as "100+"): cheap for any shop size. */
export const PENDING_COUNT_LIMIT = 100;

export function formatCount(count: number, more: boolean): string {
  return more ? `${count.toLocaleString('en-IN')}+` : count.toLocaleString('en-IN');
}

/**
 * Orders waiting for approval (first PENDING_COUNT_LIMIT) and pending registrations. A decision
 * on screen asks both again (its mutation invalidates them).
 */
export function usePendingApprovals() {
  const orders = useQuery(
    adminOrdersFirstPageQueryOptions({ pendingApproval: true, limit: PENDING_COUNT_LIMIT }),
  );
  const registrations = useQuery(pendingRegistrationsQueryOptions());
  return {
    orders,
    registrations,
    orderCount: orders.data ? formatCount(orders.data.items.length, orders.data.nextCursor !== null) : null,
    registrationCount: registrations.data ? formatCount(registrations.data.length, false) : null,
  };
}
