import { useEffect } from 'react';
import type { CustomerUser } from '../../../domain/user';
import { useAuth } from '../../lib/auth/auth-context';

/**
 * The signed-in customer, asked again from the server when an account page opens (points,
 * tier and spend change when the shop confirms a delivery). Null only in the moment a
 * sign-out is on its way (customer pages sit behind <CustomerOnly>).
 */
export function useFreshCustomer(): CustomerUser | null {
  const { user, refresh } = useAuth();
  useEffect(() => {
    void refresh();
    // Once per visit to the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return user?.role === 'customer' ? user : null;
}
