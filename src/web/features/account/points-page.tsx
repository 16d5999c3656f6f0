import { Coins, History, IndianRupee, PiggyBank } from 'lucide-react';
import { formatPaise } from '../../../domain/money';
import { balanceWorthPaise, formatPoints, pointsWord } from '../../../domain/points';
import { describeCarry } from '../../../domain/ledger-words';
import type { PointsEntry } from '../../../domain/points.schemas';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { cn } from '../../lib/cn';
import { useListQuery } from '../../lib/list-query';
import { formatDateTime } from '../../lib/dates';
import { ListFooter } from '../../components/data-list/list-footer';
import { pointsListQueryOptions } from './account.queries';
import { StatCard } from './stat-card';
import { useFreshCustomer } from './use-fresh-user';
import { pendingPointsLine } from '../../../domain/return-window';
import { useWords } from '../../i18n/use-words';

const signed = (n: number) => (n > 0 ? `+${formatPoints(n)}` : n < 0 ? `−${formatPoints(-n)}` : '0');
const signedMoney = (paise: number) => (paise > 0 ? `+${formatPaise(paise)}` : `−${formatPaise(-paise)}`);

/** /points: balance, what it is worth, carried point money, and the ledger with Load more. */
export default function PointsHistoryPage() {
  const list = useListQuery(pointsListQueryOptions());
  const user = useFreshCustomer();
  const { t, m } = useWords('account');
  const pending = user ? pendingPointsLine(user.pendingPoints, user.nextRelease) : null;
  // The first page also carries the balance; later pages only add entries.
  const summary = list.first;

  return (
    <div className="space-y-6">
      <PageTitle title={t('account.points.title')} description={t('account.points.description')} />

      {summary ? (
        <section aria-label={t('account.points.yours')} className="grid gap-3 sm:grid-cols-3">
          <StatCard
            Icon={Coins}
            label={t('account.points.points')}
            value={formatPoints(summary.points)}
            detail={
              pending
                ? m(pending)
                : t('account.points.pointValue', { value: formatPaise(summary.pointValuePaise) })
            }
          />
          <StatCard
            Icon={IndianRupee}
            label={t('account.points.worth')}
            value={formatPaise(balanceWorthPaise(summary.points, summary.pointValuePaise))}
            detail={t('account.points.useAtCheckout')}
          />
          <CarriedCard
            carriedPaise={summary.carriedPointMoneyPaise}
            perPointPaise={summary.pointMoneyPerPointPaise}
          />
        </section>
      ) : (
        !list.error && (
          <div aria-busy="true" className="grid gap-3 sm:grid-cols-3">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-24 rounded-2xl" />
            ))}
          </div>
        )
      )}

      <section aria-labelledby="ledger-title" className="space-y-3">
        <h2 id="ledger-title" className="flex items-center gap-2 text-lg font-bold text-sand-900">
          <History aria-hidden="true" className="size-5 text-brand-700" /> {t('account.points.history')}
        </h2>
        {list.loading && (
          <div aria-busy="true" role="status" className="space-y-2">
            <span className="sr-only">{t('account.points.loading')}</span>
            {[0, 1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="h-16 rounded-xl" />
            ))}
          </div>
        )}
        {list.error && (
          <ErrorState
            title={t('account.points.failed')}
            message={list.error}
            onRetry={list.reload}
            retrying={list.retrying}
          />
        )}
        {!list.loading && !list.error && list.items.length === 0 && (
          <EmptyState
            icon={PiggyBank}
            title={t('account.points.none')}
            description={[
              t('account.points.noneHint'),
              summary &&
                t('account.points.everyMakesAPoint', {
                  amount: formatPaise(summary.pointMoneyPerPointPaise),
                }),
            ]
              .filter(Boolean)
              .join(' ')}
            action={<ButtonLink to="/shop">{t('account.points.startShopping')}</ButtonLink>}
          />
        )}
        {list.items.length > 0 && (
          <Card className="p-0 sm:p-0">
            <ul className="divide-y divide-sand-100">
              {list.items.map((entry) => (
                <li key={entry.id} className="flex items-start justify-between gap-3 px-4 py-3 sm:px-5">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-sand-900">{m(entry.description)}</p>
                    <p className="text-sm text-sand-700">
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </p>
                  </div>
                  <EntryAmount entry={entry} />
                </li>
              ))}
            </ul>
          </Card>
        )}
        {list.items.length > 0 && <ListFooter list={list} noun={{ one: 'entry', many: 'entries' }} />}
      </section>
    </div>
  );
}

/**
 * What a row changed, on its right: the points, pending points when only those moved (an award
 * waiting for the return window, or one voided by a refund inside it), or, when it made no whole
 * point, the point money it added to (or took from) the carry, never a column of "0 points".
 */
function EntryAmount({ entry }: { entry: PointsEntry }) {
  const { t } = useWords('account');
  const pending = entry.pointsDelta === 0 && entry.pendingDelta !== 0;
  const inMoney = !pending && entry.pointsDelta === 0 && entry.pointMoneyPaise !== 0;
  const amount = inMoney ? entry.pointMoneyPaise : pending ? entry.pendingDelta : entry.pointsDelta;
  return (
    <p
      className={cn(
        'shrink-0 text-right font-bold tabular-nums',
        amount > 0 ? 'text-brand-800' : amount < 0 ? 'text-red-800' : 'text-sand-700',
      )}
    >
      {inMoney ? signedMoney(amount) : signed(amount)}
      <span className="block text-xs font-medium text-sand-700">{t(unitOf(amount, inMoney, pending))}</span>
    </p>
  );
}

/** The unit under a row's amount: point money, points, or points still pending. */
function unitOf(amount: number, inMoney: boolean, pending: boolean) {
  if (inMoney) return 'account.points.pointMoney' as const;
  const one = pointsWord(amount) === 'point';
  if (pending)
    return one ? ('account.points.pointPending' as const) : ('account.points.pointsPending' as const);
  return one ? ('account.points.point' as const) : ('account.points.pointsWord' as const);
}

/** Point money below one point: '₹x towards your next point', with a bar. */
function CarriedCard({ carriedPaise, perPointPaise }: { carriedPaise: number; perPointPaise: number }) {
  const { t, m } = useWords('account');
  const percent =
    perPointPaise > 0 ? Math.min(100, Math.max(0, Math.round((carriedPaise / perPointPaise) * 100))) : 0;
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-sand-700">{t('account.points.carried')}</p>
      <p className="text-xl font-bold text-sand-900 tabular-nums">{formatPaise(carriedPaise)}</p>
      <p className="text-sm text-sand-700">
        {m(describeCarry(carriedPaise))}{' '}
        {t('account.points.makesAPoint', { amount: formatPaise(perPointPaise) })}
      </p>
      <div
        role="progressbar"
        aria-label={t('account.points.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-sand-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
