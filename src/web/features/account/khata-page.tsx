import { useQuery } from '@tanstack/react-query';
import { BookOpen, CreditCard, IndianRupee, NotebookPen, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { KhataEntry } from '../../../domain/khata';
import { formatPaise } from '../../../domain/money';
import { moneyMethodLabel } from '../../../domain/payments';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, QueryErrorState } from '../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';
import { khataQueryOptions } from '../../lib/khata/khata.queries';
import { StatCard } from './stat-card';
import { BoldParts } from '../../i18n/bold-parts';
import { useWords } from '../../i18n/use-words';

/**
 * /khata: the customer's credit with the shop (docs/decisions/070): the limit, what they owe and
 * what is left, the statement newest first with the balance after each line, and a way to pay:
 * the pay page of the oldest bill still due (what a settlement would pay first).
 */
export default function KhataPage() {
  const query = useQuery(khataQueryOptions());
  const { t } = useWords('account');
  const khata = query.data;
  // Newest first: the last order line with a pay page is the oldest one still due.
  const oldestDue = khata?.entries.filter((entry) => entry.payUrl).at(-1);

  return (
    <div className="space-y-6">
      <PageTitle title={t('account.khata.title')} description={t('account.khata.description')} />
      {query.isError && <QueryErrorState query={query} title={t('account.khata.failed')} />}
      {!khata && !query.isError && (
        <div aria-busy="true" className="grid gap-3 sm:grid-cols-3">
          <span className="sr-only">{t('account.khata.loading')}</span>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-24 rounded-2xl" />
          ))}
        </div>
      )}
      {khata && (
        <>
          <section aria-label={t('account.khata.yours')} className="grid gap-3 sm:grid-cols-3">
            <StatCard
              Icon={IndianRupee}
              label={t('account.khata.owe')}
              value={formatPaise(khata.owedPaise)}
            />
            <StatCard
              Icon={Wallet}
              label={t('account.khata.left')}
              value={formatPaise(khata.leftPaise)}
              detail={khata.limitPaise > 0 ? t('account.khata.chooseAtCheckout') : t('account.khata.closed')}
            />
            <StatCard
              Icon={CreditCard}
              label={t('account.khata.limit')}
              value={formatPaise(khata.limitPaise)}
            />
          </section>
          {oldestDue?.payUrl && (
            <Card className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sand-800">
                <BoldParts
                  className="font-semibold"
                  text={t('account.khata.payOldest', { order: oldestDue.orderId ?? '' })}
                />
              </p>
              <ButtonLink to={oldestDue.payUrl}>{t('account.khata.payOldestButton')}</ButtonLink>
            </Card>
          )}
          <section aria-labelledby="khata-statement" className="space-y-3">
            <h2 id="khata-statement" className="flex items-center gap-2 text-lg font-bold text-sand-900">
              <BookOpen aria-hidden="true" className="size-5 text-brand-700" /> {t('account.khata.statement')}
            </h2>
            {khata.entries.length === 0 ? (
              <EmptyState
                icon={NotebookPen}
                title={t('account.khata.empty')}
                description={t('account.khata.emptyHint')}
                action={<ButtonLink to="/shop">{t('account.khata.startShopping')}</ButtonLink>}
              />
            ) : (
              <Card className="p-0 sm:p-0">
                <ul className="divide-y divide-sand-100">
                  {khata.entries.map((entry, index) => (
                    <KhataLine key={`${entry.kind}-${entry.at}-${index}`} entry={entry} />
                  ))}
                </ul>
              </Card>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function KhataLine({ entry }: { entry: KhataEntry }) {
  const isOrder = entry.kind === 'order';
  const { t, m } = useWords('account');
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <p className="font-medium break-words text-sand-900">
          {isOrder ? (
            <>
              {t('account.khata.order')}{' '}
              <Link
                to={`/orders/${encodeURIComponent(entry.orderId!)}`}
                className="font-mono text-brand-800 underline-offset-4 hover:underline"
              >
                {entry.orderId}
              </Link>
            </>
          ) : (
            [
              t('account.khata.paidBy', {
                method: m(moneyMethodLabel({ method: entry.method ?? 'cash', reference: entry.reference })),
              }),
              entry.reference && t('account.khata.utr', { utr: entry.reference }),
            ]
              .filter(Boolean)
              .join(' ')
          )}
        </p>
        <p className="text-sm text-sand-700">
          <time dateTime={entry.at}>{formatDate(entry.at)}</time>
          {isOrder && entry.payUrl && (
            <>
              {' · '}
              <Link
                to={entry.payUrl}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {t('account.khata.payThisBill')}
              </Link>
            </>
          )}
        </p>
      </div>
      <p className="shrink-0 text-right tabular-nums">
        <span className={cn('block font-bold', isOrder ? 'text-red-800' : 'text-brand-800')}>
          {isOrder ? '+' : '−'}
          {formatPaise(entry.amountPaise)}
        </span>
        <span className="block text-xs font-medium text-sand-700">
          {t('account.khata.owedAfter', { amount: formatPaise(entry.balancePaise) })}
        </span>
      </p>
    </li>
  );
}
