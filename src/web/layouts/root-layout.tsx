import { Outlet } from 'react-router';
import { OfflineNotice } from './offline-notice';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/** Wraps every route: focus on each new page's heading, and the offline notice. */
export function RootLayout() {
  useFocusOnNavigation();
  return (
    <>
      <Outlet />
      <OfflineNotice />
    </>
  );
}
