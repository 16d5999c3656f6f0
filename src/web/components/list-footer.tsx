import { Button } from './ui/button';
import type { ListQuery } from '../lib/list-query';

/** Under a server-side list: how many are shown, and Load more while the server has more. */
export function ListFooter({
  list,
  noun,
}: {
  list: Pick<ListQuery<unknown>, 'items' | 'hasMore' | 'loadingMore' | 'loadMoreError' | 'loadMore'>;
  noun: string;
}) {
  const { hasMore, loadMoreError: error } = list;
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-sm text-sand-700">
      <p role="status">
        Showing {list.items.length.toLocaleString('en-IN')} {noun}
        {hasMore ? '' : ' (all)'}
      </p>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      {hasMore && (
        <Button variant="outline" loading={list.loadingMore} onClick={list.loadMore}>
          {error ? 'Try Again' : 'Load more'}
        </Button>
      )}
    </div>
  );
}

/** Under a list that comes whole: how many there are ("1 offer", "3 offers"). */
export function ListCount({ count, one, many }: { count: number; one: string; many: string }) {
  return (
    <p role="status" className="mt-4 text-center text-sm text-sand-700">
      {count} {count === 1 ? one : many}
    </p>
  );
}
