import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { OfflineNotice } from './offline-notice';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/**
 * Wraps every route: scroll restoration, focus on each new page's heading, a thin progress bar
 * while the next page loads, and the offline notice.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useFocusOnNavigation();
  return (
    <>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-[60] h-1 origin-left bg-brand-500 transition-transform duration-500 ${busy ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <Outlet />
      <OfflineNotice />
      <ScrollRestoration />
    </>
  );
}
