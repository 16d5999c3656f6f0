import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { adminRefreshMessages } from '../../../../domain/messages';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/button';

/** Every admin screen keeps its server data under this key (orders, customers, products, offers, ...). */
const ALL_ADMIN_DATA = ['admin'] as const;

/**
 * SPEC section 7's "refresh all data": reads again everything the admin panel shows (what is on
 * screen now, and the rest the next time it is opened), then says whether it worked: 'Data
 * refreshed successfully', or 'Failed to refresh data' if any of it could not be read.
 */
export function RefreshDataButton() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    // Offline nothing can be read: the figures on screen stay as they are rather than turn into errors.
    if (!navigator.onLine) return notify.error(adminRefreshMessages.failed);
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: ALL_ADMIN_DATA }, { throwOnError: true });
      notify.success(adminRefreshMessages.refreshed);
    } catch {
      notify.error(adminRefreshMessages.failed);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Button variant="outline" onClick={() => void refresh()} loading={refreshing}>
      {!refreshing && <RefreshCw aria-hidden="true" className="size-4" />}
      Refresh Data
    </Button>
  );
}
