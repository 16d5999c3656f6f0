import { useState } from 'react';
import { useApiQuery } from '../../../lib/use-api-query';
import { adminOrdersApi, registrationsApi } from './orders.api';

/** How many pending orders one request counts (more shows as "100+"): cheap for any shop size. */
export const PENDING_COUNT_LIMIT = 100;

export function formatCount(count: number, more: boolean): string {
  return more ? `${count.toLocaleString('en-IN')}+` : count.toLocaleString('en-IN');
}

/**
 * Orders waiting for approval (first PENDING_COUNT_LIMIT) and pending registrations, with a
 * way to drop the ones decided on this screen without asking the server again.
 */
export function usePendingApprovals() {
  const orders = useApiQuery('admin-pending-orders', (signal) =>
    adminOrdersApi.list({ pendingApproval: true, limit: PENDING_COUNT_LIMIT }, null, signal),
  );
  const registrations = useApiQuery('admin-pending-registrations', (signal) => registrationsApi.list(signal));
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());

  const pendingOrders = orders.data?.items.filter((order) => !decided.has(order.id));
  const pendingRegistrations = registrations.data?.items.filter((person) => !decided.has(person.id));

  return {
    orders,
    registrations,
    pendingOrders,
    pendingRegistrations,
    orderCount: pendingOrders ? formatCount(pendingOrders.length, orders.data?.nextCursor != null) : null,
    registrationCount: pendingRegistrations ? formatCount(pendingRegistrations.length, false) : null,
    /** An order or a registration (by id) is no longer pending. */
    markDecided: (id: string) => setDecided((now) => new Set(now).add(id)),
  };
}
