import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PhoneCall, ShoppingBag } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { commandsFor, STAFF_ORDER_COMMANDS } from '../../../../domain/order-commands';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../../domain/order-states';
import { ORDER_SOURCE_LABELS, ORDER_SOURCES, type OrderSource } from '../../../../domain/order-sources';
import { useListQuery } from '../../../lib/list-query';
import { useAuth } from '../../../lib/auth/auth-context';
import { DataList } from '../../../components/data-list/data-list';
import { useListSearch } from '../../../components/data-list/use-list-search';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select';
import { DownloadCsvLink } from '../../../components/download-csv-link';
import { OrderDetailsDialog, useOrderCommands } from '../../../components/admin/order-details-dialog';
import type { AdminOrder } from '../../../lib/admin-orders/orders.api';
import { adminOrdersListQueryOptions } from '../../../lib/admin-orders/orders.queries';
import { purchaseColumns } from './purchase-columns';
import { useWords } from '../../../i18n/use-words';

const SOURCE_WORDS: Record<OrderSource, string> = {
  online: 'online',
  phone: 'phone',
  counter: 'counter',
  import: 'imported',
};

const sourceFrom = (value: string | null): OrderSource | '' =>
  ORDER_SOURCES.find((source) => source === value) ?? '';

/**
 * /admin/purchases (SPEC section 2): every order, searched and filtered on the server. The source
 * filter is in the address (?source=phone), so a link or a reload keeps it (docs/decisions/088).
 * Staff run the orders here too, without the CSV, refunds or payment corrections (docs/decisions/085).
 */
export default function PurchasesPage() {
  // Until the session is known (never inside the panel, which waits for it) the owner's view.
  const owner = useAuth().user?.role !== 'staff';
  const { t, m, lang } = useWords('admin');
  const [params, setParams] = useSearchParams();
  const search = useListSearch(params.get('search') ?? '');
  const query = search.query;
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const source = sourceFrom(params.get('source'));
  const setSource = (next: OrderSource | '') =>
    setParams(
      (now) => {
        const kept = new URLSearchParams(now);
        if (next) kept.set('source', next);
        else kept.delete('source');
        return kept;
      },
      { replace: true },
    );
  const list = useListQuery(adminOrdersListQueryOptions({ search: query, status, source }));
  const [viewing, setViewing] = useState<AdminOrder | null>(null);

  // The list shows the command's answer by itself (the query's cache); the open dialog follows it.
  const commands = useOrderCommands((order) => setViewing((now) => (now?.id === order.id ? order : now)));

  const filtered = query !== '' || status !== '' || source !== '';
  // "delivered phone", "imported": the filters as words before "order" (in Malayalam, their labels).
  const statusWord = (
    lang === 'en'
      ? [status && ORDER_STATUS_LABELS[status].toLowerCase(), source && SOURCE_WORDS[source]]
      : [status && m(ORDER_STATUS_LABELS[status]), source && m(ORDER_SOURCE_LABELS[source])]
  )
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <PageTitle
        title={t('admin.purchases.title')}
        description={t('admin.purchases.intro')}
        actions={
          <ButtonLink to="/admin/orders/new">
            <PhoneCall aria-hidden="true" className="size-4" />
            {t('admin.purchases.newPhoneOrder')}
          </ButtonLink>
        }
      />
      <DataList
        label="Orders"
        noun={{ one: 'order', many: 'orders' }}
        columns={purchaseColumns(setViewing)}
        list={list}
        tableClassName="min-w-[60rem]"
        search={{
          state: search,
          label: t('admin.purchases.searchLabel'),
          placeholder: t('admin.purchases.searchPlaceholder'),
        }}
        filters={
          <>
            <SelectField
              label={t('admin.purchases.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
              className="sm:w-52"
            >
              <option value="">{t('admin.purchases.allStatuses')}</option>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {m(ORDER_STATUS_LABELS[value])}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('admin.purchases.source')}
              value={source}
              onChange={(event) => setSource(event.target.value as OrderSource | '')}
              className="sm:w-44"
            >
              <option value="">{t('admin.purchases.allSources')}</option>
              {ORDER_SOURCES.map((value) => (
                <option key={value} value={value}>
                  {m(ORDER_SOURCE_LABELS[value])}
                </option>
              ))}
            </SelectField>
            {owner && (
              <DownloadCsvLink path="/api/admin/orders/export" query={{ search: query, status, source }}>
                {t('admin.purchases.csv')}
              </DownloadCsvLink>
            )}
          </>
        }
        empty={
          filtered
            ? {
                icon: ShoppingBag,
                title: t('admin.purchases.noMatch'),
                description: query
                  ? t('admin.purchases.noneFor', { filter: statusWord ? `${statusWord} ` : '', query })
                  : t('admin.purchases.noneOf', { filter: statusWord }),
                action: (
                  <Button
                    variant="outline"
                    onClick={() => {
                      search.clear();
                      setStatus('');
                      setSource('');
                    }}
                  >
                    {t('admin.purchases.clear')}
                  </Button>
                ),
              }
            : {
                icon: ShoppingBag,
                title: m(messages.adminOrders.noOrders),
                description: t('admin.purchases.appearHere'),
              }
        }
      />
      <OrderDetailsDialog
        order={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        commands={viewing ? commandsFor(viewing, owner ? undefined : STAFF_ORDER_COMMANDS) : []}
        onCommand={commands.request}
        isBusy={commands.isBusy}
        onOrderChanged={(order) => setViewing((now) => (now?.id === order.id ? order : now))}
      />
      {commands.confirmDialog}
    </div>
  );
}
