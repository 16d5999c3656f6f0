import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After every move to another page (not the first load, not a change of the query string), puts
 * keyboard and screen-reader focus on the new page's heading, so they start reading it there
 * instead of falling back to <body>. A heading that appears later (after a loading state) gets
 * focus when it appears, unless the customer has moved focus themselves meanwhile; a page that
 * put the cursor in a field itself keeps it there.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return; // the first load, or the same page again
    shown.current = pathname;
    const before = document.activeElement;
    /** Done: the heading has focus, or the customer (or the page) put it somewhere else. */
    const settle = () => {
      const now = document.activeElement;
      if (now?.matches('main input, main textarea, main select')) return true;
      if (now && now !== document.body && now !== before && now.isConnected) return true;
      const heading = document.querySelector('h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true }); // scrolling is app/scroll-restoration.ts's
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => settle() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
