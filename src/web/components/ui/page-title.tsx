import type { ReactNode } from 'react';
import { documentTitle } from '../../../domain/document-title';
import { cn } from '../../lib/cn';

/** The page heading; also sets the browser tab title (React 19 hoists <title>). */
export function PageTitle({
  title,
  description,
  actions,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-end justify-between gap-4', className)}>
      <title>{documentTitle(title)}</title>
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-sand-900 sm:text-3xl">{title}</h1>
        {description && <p className="text-sand-700">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-sand-200/70', className)} />;
}
