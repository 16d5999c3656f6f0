import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_PAGE_TITLES } from '../../../domain/content-page-titles';
import { ContentBody } from '../../components/content-body';
import { Card } from '../../components/ui/card';
import { QueryErrorState } from '../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { hasErrorCode } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { NotFoundPage } from '../../components/not-found-page';
import { contentPageQueryOptions } from '../../lib/storefront/storefront.queries';
import { useWords } from '../../i18n/use-words';

/** /faq, /shipping-policy, /return-policy, /privacy-policy: the admin-edited text, rendered safely. */
export default function ContentPage() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  // Shown while the page loads (the title saved now replaces it).
  const fallbackTitle = CONTENT_PAGE_TITLES[slug] ?? '';
  const query = useQuery(contentPageQueryOptions(slug));
  const { t } = useWords('info');

  if (query.status === 'error' && hasErrorCode(query.error, 'NOT_FOUND')) return <NotFoundPage />;

  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle
        title={query.status === 'success' ? query.data.title : fallbackTitle}
        description={
          query.status === 'success'
            ? t('info.contentPage.updated', { date: formatDate(query.data.updatedAt) })
            : undefined
        }
      />
      {query.status === 'pending' && (
        <Card aria-busy="true" className="space-y-3">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      )}
      {query.status === 'error' && <QueryErrorState query={query} />}
      {query.status === 'success' && (
        <Card>
          <ContentBody body={query.data.body} />
        </Card>
      )}
    </div>
  );
}
