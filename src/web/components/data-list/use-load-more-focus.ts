import { useEffect, useRef } from 'react';
import type { FooterList } from './list-footer';

/**
 * Load more, keeping the keyboard's place: once the next page is in, the focus moves to its
 * first item (rows and cards carry `data-list-item` and tabIndex -1), instead of staying on a
 * button that may have gone, or dropping to the top of the page.
 */
export function useLoadMoreFocus(list: FooterList) {
  const containerRef = useRef<HTMLDivElement>(null);
  /** How many items there were when Load more was pressed; null when not waiting. */
  const firstNew = useRef<number | null>(null);
  const count = list.items.length;

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || list.loadingMore) return;
    firstNew.current = null;
    if (count <= index) return; // it failed: the focus stays on Try Again
    const items = containerRef.current?.querySelectorAll<HTMLElement>('[data-list-item]');
    items?.[index]?.focus();
  }, [count, list.loadingMore]);

  return {
    containerRef,
    loadMore: () => {
      firstNew.current = count;
      list.loadMore();
    },
  };
}
