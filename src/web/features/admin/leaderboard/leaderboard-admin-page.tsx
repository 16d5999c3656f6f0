import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { leaderboardMessages } from '../../../../domain/messages';
import { formatPaise } from '../../../../domain/money';
import { formatPoints } from '../../../../domain/points';
import type { Column } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { TierBadge } from '../../../components/ui/badge';
import { ErrorState } from '../../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { useListQuery } from '../../../lib/list-query';
import { notify } from '../../../lib/notify';
import type { RankingRow } from './leaderboard-admin.api';
import { leaderboardConfigQueryOptions, rankingListQueryOptions } from './leaderboard-admin.queries';
import { LeaderboardConfigCard } from './leaderboard-config-card';

const rankingColumns: Column<RankingRow>[] = [
  {
    id: 'rank',
    header: 'Rank',
    card: 'corner',
    cell: (row) =>
      row.rank === null ? (
        <span className="text-sm text-sand-600">Not ranked</span>
      ) : (
        <span className="font-bold tabular-nums">#{row.rank}</span>
      ),
  },
  { id: 'name', header: 'Name', card: 'title', className: 'font-semibold', cell: (row) => row.name },
  { id: 'code', header: 'Code', card: 'subtitle', className: 'font-mono', cell: (row) => row.code },
  { id: 'tier', header: 'Tier', cell: (row) => <TierBadge tier={row.tier} /> },
  {
    id: 'earned',
    header: 'Points earned',
    align: 'end',
    className: 'font-semibold',
    cell: (row) => formatPoints(row.lifetimePoints),
  },
  { id: 'balance', header: 'Points balance', align: 'end', cell: (row) => formatPoints(row.points) },
  { id: 'spent', header: 'Total spent', align: 'end', cell: (row) => formatPaise(row.totalSpentPaise) },
];

/** /admin/leaderboard: the top-N offer's form with a live preview, and every customer's rank. */
export default function LeaderboardAdminPage() {
  const config = useQuery(leaderboardConfigQueryOptions());
  const ranking = useListQuery(rankingListQueryOptions());

  const { status, errorUpdatedAt } = config;
  useEffect(() => {
    if (status === 'error') notify.error(leaderboardMessages.configLoadFailed);
  }, [status, errorUpdatedAt]);

  return (
    <div className="space-y-8">
      <PageTitle
        title="Leaderboard"
        description="Customers rank by the points they have earned (spending points never costs a place); ties go to more spend, then to who joined first."
      />
      {config.status === 'pending' && (
        <div role="status" aria-label="Loading leaderboard settings" className="grid gap-5 lg:grid-cols-2">
          <Skeleton className="h-96 w-full rounded-2xl" />
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      )}
      {config.status === 'error' && (
        <ErrorState
          title={leaderboardMessages.configLoadFailed}
          message="Please check your connection and try again."
          onRetry={() => void config.refetch()}
          retrying={config.isFetching}
        />
      )}
      {config.status === 'success' && <LeaderboardConfigCard config={config.data} />}
      <section aria-labelledby="ranking-title" className="space-y-3">
        <div>
          <h2 id="ranking-title" className="text-lg font-bold text-sand-900">
            Full ranking
          </h2>
          <p className="text-sm text-sand-700">
            Every active customer. Those who have not earned points yet come last, unranked.
          </p>
        </div>
        <DataList
          label="Full ranking"
          noun={{ one: 'customer', many: 'customers' }}
          columns={rankingColumns}
          list={ranking}
          getKey={(row) => row.customerId}
          empty={{
            icon: Trophy,
            title: 'No active customers yet',
            description: 'Customers appear here once their registration is approved.',
          }}
        />
      </section>
    </div>
  );
}
