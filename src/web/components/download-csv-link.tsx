import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { withQuery } from '../lib/api';
import { buttonClass } from './ui/button';

/**
 * A Download button for one of the admin's CSV exports: a plain link, so the browser streams the
 * file to disk (the server names it) however large it is. `query` is the screen's current search
 * and filters, so the file holds what the screen shows.
 */
export function DownloadCsvLink({
  path,
  query,
  children,
  className,
}: {
  path: string;
  query?: Record<string, string | number | undefined | null>;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={withQuery(path, query)} download className={buttonClass('outline', 'md', className)}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
