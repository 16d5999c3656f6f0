import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ui/empty-state';

/** What AdminListStates needs to know about a list (useListQuery gives all of it). */
export interface ListView {
  loading: boolean;
  error: string | null;
  reload: () => void;
  /** Try Again is asking again. */
  retrying: boolean;
  /** A new search is on its way while the old items are still shown. */
  refreshing: boolean;
  items: readonly unknown[];
}

/**
 * An admin list in whichever state it is in: the skeleton while it first loads, the error with
 * Try Again, the empty state, or the items (dimmed while they refresh) with the footer under them.
 */
export function AdminListStates({
  list,
  skeleton,
  empty,
  footer,
  children,
}: {
  list: ListView;
  skeleton: ReactNode;
  empty: ReactNode;
  /** The count line or ListFooter. */
  footer: ReactNode;
  children: ReactNode;
}) {
  if (list.loading) return skeleton;
  if (list.error) return <ErrorState message={list.error} onRetry={list.reload} retrying={list.retrying} />;
  if (list.items.length === 0) return empty;
  return (
    <div
      className={list.refreshing ? 'opacity-60 transition-opacity' : undefined}
      aria-busy={list.refreshing}
    >
      {children}
      {footer}
    </div>
  );
}
