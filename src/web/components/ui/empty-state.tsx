import type { ReactNode } from 'react';
import { CircleAlert, type LucideIcon } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { useT } from '../../i18n/i18n-context';

/** Nothing to show: say so, and say what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-sand-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="size-12 text-sand-500" />}
      <p className="text-lg font-semibold text-sand-900">{title}</p>
      {description && <p className="max-w-sm text-sand-700">{description}</p>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}

/** A load failed: the reason and a Try Again button (spinning while it asks again). */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
  className,
}: {
  title?: ReactNode;
  message: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const { t, m } = useT();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-10 text-red-700" />
      <p className="text-lg font-semibold text-red-900">{title ?? t('pageStates.loadFailed')}</p>
      <p className="max-w-md text-sm text-red-900">{typeof message === 'string' ? m(message) : message}</p>
      <Button variant="outline" onClick={onRetry} loading={retrying} className="mt-1">
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

/** What QueryErrorState needs from a TanStack query that failed. */
export interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A query that failed: its message, and Try Again that asks again. */
export function QueryErrorState({
  query,
  title,
  className,
}: {
  query: FailedQuery;
  title?: ReactNode;
  className?: string;
}) {
  return (
    <ErrorState
      title={title}
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      className={className}
    />
  );
}
