import type { ComponentProps, ReactNode } from 'react';
import type { Noun } from '../../lib/count-label';
import type { ListQuery } from '../../lib/list-query';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../ui/button';
import { EmptyState, ErrorState } from '../ui/empty-state';
import { SearchInput } from '../ui/search-input';
import { checkColumns, type Column } from './columns';
import { DataCards } from './data-cards';
import { DataListSkeleton } from './data-list-skeleton';
import { DataTable } from './data-table';
import { ListFooter } from './list-footer';
import { useLoadMoreFocus } from './use-load-more-focus';
import type { ListSearch } from './use-list-search';

/** The empty state: `empty`, or, when a search found nothing, what it looked for and Clear search. */
function emptyState(
  empty: ComponentProps<typeof EmptyState>,
  search: DataListProps<unknown>['search'],
): ComponentProps<typeof EmptyState> {
  if (!search?.noMatch || search.state.query === '') return empty;
  return {
    ...empty,
    description: search.noMatch(search.state.query),
    action: (
      <Button variant="outline" onClick={search.state.clear}>
        Clear search
      </Button>
    ),
  };
}

/** Tailwind's breakpoints, as media queries. */
const TABLE_FROM = { lg: '(min-width: 64rem)', xl: '(min-width: 80rem)', '2xl': '(min-width: 96rem)' };

const byId = (item: unknown) => (item as { id: string }).id;

export interface DataListProps<T> {
  /** What the list holds ("Products"): the table's caption and the card list's name. */
  label: string;
  /** For the count line and the skeleton ("Showing all 3 products", "Loading products"). */
  noun: Noun;
  columns: readonly Column<T>[];
  /** The list's state: useListQuery, or wholeList for a list that comes in one piece. */
  list: ListQuery<T>;
  /** Said when the list is empty: SPEC's message as the title, and what to do next. */
  empty: ComponentProps<typeof EmptyState>;
  /**
   * A search box, searched on the server (see useListSearch). When a search finds nothing the
   * empty state says `noMatch(words)` and offers Clear search instead of `empty`'s action.
   */
  search?: { state: ListSearch; label: string; placeholder: string; noMatch?: (words: string) => string };
  /** Filter controls beside the search box (selects); tabs go around the DataList instead. */
  filters?: ReactNode;
  /** From which width the table shows (cards below it); `never`: cards at every width. */
  tableFrom?: keyof typeof TABLE_FROM | 'never';
  /** Classes of the table (a minimum width, past which it scrolls sideways in its box). */
  tableClassName?: string;
  /** How the cards are laid out; two columns from md up unless said. */
  cardsClassName?: string;
  /** An item's key; its `id` unless said. */
  getKey?: (item: T) => string;
}

/**
 * Every admin list: the columns declared once, shown as a table on a wide screen and as cards on a
 * phone, with the search box and filters above, and the skeleton, the error with Try Again, the
 * empty state, the count and Load more in their turn.
 */
export function DataList<T>({
  label,
  noun,
  columns,
  list,
  empty,
  search,
  filters,
  tableFrom = 'xl',
  tableClassName,
  cardsClassName,
  getKey = byId,
}: DataListProps<T>) {
  if (import.meta.env.DEV) checkColumns(columns);
  const wide = useMediaQuery(tableFrom === 'never' ? 'not all' : TABLE_FROM[tableFrom]);
  const { containerRef, loadMore } = useLoadMoreFocus(list);

  const view = { label, columns, items: list.items, getKey };
  let body: ReactNode;
  if (list.loading) {
    body = <DataListSkeleton label={`Loading ${noun.many}`} columns={columns} showTable={wide} />;
  } else if (list.error) {
    body = <ErrorState message={list.error} onRetry={list.reload} retrying={list.retrying} />;
  } else if (list.items.length === 0) {
    body = <EmptyState {...emptyState(empty, search)} />;
  } else {
    body = (
      <div
        ref={containerRef}
        className={list.refreshing ? 'opacity-60 transition-opacity' : undefined}
        aria-busy={list.refreshing}
      >
        {wide ? (
          <DataTable {...view} className={tableClassName} />
        ) : (
          <DataCards {...view} className={cardsClassName} />
        )}
        <ListFooter list={list} noun={noun} onLoadMore={loadMore} />
      </div>
    );
  }

  return (
    <div>
      {(search || filters) && (
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          {search && (
            <SearchInput
              label={search.label}
              placeholder={search.placeholder}
              value={search.state.text}
              onChange={(event) => search.state.setText(event.target.value)}
              className="sm:max-w-md sm:flex-1"
            />
          )}
          {filters}
        </div>
      )}
      {body}
    </div>
  );
}
