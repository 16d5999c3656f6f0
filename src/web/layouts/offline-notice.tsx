import { Button } from '../components/ui/button';
import { retryConnectionNow, useWaitingForConnection } from '../lib/connection';

/**
 * Shown while the next page's code cannot be downloaded for want of a connection. The page the
 * customer is on stays as it was; the next one opens by itself when the connection is back.
 */
export function OfflineNotice() {
  const waiting = useWaitingForConnection();
  if (!waiting) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 top-20 z-50 mx-auto flex max-w-lg flex-wrap items-center gap-3 rounded-2xl border border-sand-300 bg-white p-4 text-sm text-sand-900 shadow-lg"
    >
      <p className="min-w-0 flex-1">
        <span className="block font-semibold">You are offline.</span>
        The page opens as soon as the connection is back.
      </p>
      <Button variant="outline" onClick={retryConnectionNow}>
        Try Again
      </Button>
    </div>
  );
}
