import { Button } from '../../components/ui/button';

/** Under a server-side list: how many are shown, and Load more while the server has more. */
export function ListFooter({
  shown,
  noun,
  hasMore,
  loadingMore,
  error,
  onLoadMore,
}: {
  shown: number;
  noun: string;
  hasMore: boolean;
  loadingMore: boolean;
  error: string | null;
  onLoadMore: () => void;
}) {
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-sm text-sand-700">
      <p role="status">
        Showing {shown.toLocaleString('en-IN')} {noun}
        {hasMore ? '' : ' (all)'}
      </p>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      {hasMore && (
        <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
          {error ? 'Try Again' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
