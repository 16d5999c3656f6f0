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

const signed = (n: number) => (n > 0 ? `+${formatPoints(n)}` : n < 0 ? `−${formatPoints(-n)}` : '0');
const signedMoney = (paise: number) => (paise > 0 ? `+${formatPaise(paise)}` : `−${formatPaise(-paise)}`);

/** /points: balance, what it is worth, carried point money, and the ledger with Load more. */
export default function PointsHistoryPage() {
  const list = useListQuery(pointsListQueryOptions());
  const user = useFreshCustomer();
  const pending = user ? pendingPointsLine(user.pendingPoints, user.nextRelease) : null;
  // The first page also carries the balance; later pages only add entries.
  const summary = list.first;

  return (
    <div className="space-y-6">
      <PageTitle title="Points history" description="Every point you earned, used or got back." />

      {summary ? (
        <section aria-label="Your points" className="grid gap-3 sm:grid-cols-3">
          <StatCard
            Icon={Coins}
            label="Points"
            value={formatPoints(summary.points)}
            detail={pending ?? `1 point = ${formatPaise(summary.pointValuePaise)}`}
          />
          <StatCard
            Icon={IndianRupee}
            label="Worth"
            value={formatPaise(balanceWorthPaise(summary.points, summary.pointValuePaise))}
            detail="Use them at checkout"
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
          <History aria-hidden="true" className="size-5 text-brand-700" /> History
        </h2>
        {list.loading && (
          <div aria-busy="true" role="status" className="space-y-2">
            <span className="sr-only">Loading points history…</span>
            {[0, 1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="h-16 rounded-xl" />
            ))}
          </div>
        )}
        {list.error && (
          <ErrorState
            title="Could not load your points"
            message={list.error}
            onRetry={list.reload}
            retrying={list.retrying}
          />
        )}
        {!list.loading && !list.error && list.items.length === 0 && (
          <EmptyState
            icon={PiggyBank}
            title="No points yet"
            description={`Point money from your delivered orders (and your friends' orders) shows up here.${
              summary ? ` Every ${formatPaise(summary.pointMoneyPerPointPaise)} becomes a point.` : ''
            }`}
            action={<ButtonLink to="/shop">Start shopping</ButtonLink>}
          />
        )}
        {list.items.length > 0 && (
          <Card className="p-0 sm:p-0">
            <ul className="divide-y divide-sand-100">
              {list.items.map((entry) => (
                <li key={entry.id} className="flex items-start justify-between gap-3 px-4 py-3 sm:px-5">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-sand-900">{entry.description}</p>
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
      <span className="block text-xs font-medium text-sand-700">
        {inMoney ? 'point money' : pending ? `${pointsWord(amount)} pending` : pointsWord(amount)}
      </span>
    </p>
  );
}

/** Point money below one point: '₹x towards your next point', with a bar. */
function CarriedCard({ carriedPaise, perPointPaise }: { carriedPaise: number; perPointPaise: number }) {
  const percent =
    perPointPaise > 0 ? Math.min(100, Math.max(0, Math.round((carriedPaise / perPointPaise) * 100))) : 0;
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-sand-700">Point money carried</p>
      <p className="text-xl font-bold text-sand-900 tabular-nums">{formatPaise(carriedPaise)}</p>
      <p className="text-sm text-sand-700">
        {describeCarry(carriedPaise)} ({formatPaise(perPointPaise)} makes a point)
      </p>
      <div
        role="progressbar"
        aria-label="Progress to your next point"
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
