import { useQuery } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { messages } from '../../../domain/messages';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState, QueryErrorState } from '../../components/ui/empty-state';
import { Card } from '../../components/ui/card';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { servicesQueryOptions } from '../../lib/storefront/storefront.queries';
import { useWords } from '../../i18n/use-words';

/** /services ('Other Services'): the active services the shop offers besides groceries. */
export default function ServicesPage() {
  const query = useQuery(servicesQueryOptions());
  const { t, m } = useWords('info');

  return (
    <div>
      <PageTitle title={t('info.services.title')} description={t('info.services.description')} />
      {query.status === 'pending' && (
        <ul
          aria-busy="true"
          aria-label={t('info.services.loading')}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((index) => (
            <li key={index} className="overflow-hidden rounded-2xl border border-sand-200 bg-white">
              <Skeleton className="aspect-[16/9] rounded-none" />
              <div className="space-y-2 p-5">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-full" />
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.status === 'error' && <QueryErrorState query={query} />}
      {query.status === 'success' && query.data.length === 0 && (
        <EmptyState
          icon={Wrench}
          title={m(messages.service.emptyList)}
          description={t('info.services.emptyText')}
          action={
            <ButtonLink to="/shop" variant="outline">
              {t('info.services.goToShop')}
            </ButtonLink>
          }
        />
      )}
      {query.status === 'success' && query.data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((service) => (
            <li
              key={service.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm"
            >
              <img
                src={service.imageUrl}
                alt=""
                width={480}
                height={270}
                loading="lazy"
                decoding="async"
                className="aspect-[16/9] w-full bg-sand-100 object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <Badge className="self-start">{service.category}</Badge>
                <h2 className="text-lg font-bold text-sand-900">{service.title}</h2>
                <p className="flex-1 text-sm text-sand-700">{service.description}</p>
                <p className="font-bold text-brand-800">{service.priceText}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Card className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sand-800">{t('info.services.wantOne')}</p>
        <ButtonLink to="/contact">{t('info.services.contactUs')}</ButtonLink>
      </Card>
    </div>
  );
}
