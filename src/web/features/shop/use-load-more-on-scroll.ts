import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: `loadMore` runs as the returned element (placed after the list) comes within
 * 600 px of the screen, while there is more to load. Without IntersectionObserver the list's
 * Load more button still works.
 */
export function useLoadMoreOnScroll<T extends Element>(loadMore: () => void, hasMore: boolean) {
  const sentinel = useRef<T>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore, hasMore]);
  return sentinel;
}
