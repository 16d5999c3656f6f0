import { shownCount, type Noun } from '../../lib/count-label';
import type { ListQuery } from '../../lib/list-query';
import { Button } from '../ui/button';
import { useT } from '../../i18n/i18n-context';

/** What ListFooter needs to know about a list (useListQuery gives all of it). */
export type FooterList = Pick<
  ListQuery<unknown>,
  'items' | 'hasMore' | 'loadingMore' | 'loadMoreError' | 'loadMore'
>;

/** Under a list: how many are shown ("Showing all 3 products"), and Load more while the server has more. */
export function ListFooter({
  list,
  noun,
  onLoadMore = list.loadMore,
}: {
  list: FooterList;
  noun: Noun;
  /** Instead of list.loadMore (a DataList also moves the focus to the first new item). */
  onLoadMore?: () => void;
}) {
  const { hasMore, loadMoreError: error } = list;
  const { m } = useT();
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-sm text-sand-700">
      <p role="status">{m(shownCount(list.items.length, noun, !hasMore))}</p>
      {error && (
        <p role="alert" className="text-red-800">
          {m(error)}
        </p>
      )}
      {hasMore && (
        <Button variant="outline" loading={list.loadingMore} onClick={onLoadMore}>
          {m(error ? 'Try Again' : 'Load more')}
        </Button>
      )}
    </div>
  );
}
