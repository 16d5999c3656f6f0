import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LogIn, Trophy, Users } from 'lucide-react';
import { leaderboardMessages } from '../../../domain/messages';
import { formatPaise } from '../../../domain/money';
import { formatPoints } from '../../../domain/points';
import { Badge, TierBadge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { LoadingState } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/notify';
import { useAuth } from '../../lib/auth/auth-context';
import { LEADERBOARD_LIMIT, type LeaderboardConfig, type LeaderboardRow } from './leaderboard.api';
import { leaderboardQueryOptions } from './leaderboard.queries';

/** /leaderboard: public route; the board itself is for signed-in shoppers. */
export default function LeaderboardPage() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  return (
    <div className="space-y-6">
      <PageTitle title="Leaderboard" description="Our top shoppers by points. Shop more, climb higher." />
      {user ? (
        <Board myCode={user.role === 'customer' ? user.code : null} />
      ) : isLoading ? (
        <LoadingState />
      ) : (
        <EmptyState
          icon={Trophy}
          title="Sign in to see the leaderboard"
          description="The leaderboard shows our members' points and tiers, so it is for signed-in shoppers. Top shoppers get a special discount."
          action={
            <>
              <ButtonLink to="/login" state={{ from: location.pathname }}>
                <LogIn aria-hidden="true" className="size-4" /> Sign In
              </ButtonLink>
              <ButtonLink to="/register" variant="outline">
                Register
              </ButtonLink>
            </>
          }
        />
      )}
    </div>
  );
}

/** SPEC's three states: loading, error (with Try Again and a toast), loaded. */
function Board({ myCode }: { myCode: string | null }) {
  const query = useQuery(leaderboardQueryOptions(LEADERBOARD_LIMIT));
  const retried = useRef(false);

  // Every failed answer (a Try Again that fails again too) toasts; a Try Again that works says so.
  const { status, errorUpdatedAt, dataUpdatedAt } = query;
  useEffect(() => {
    if (status === 'error') notify.error(leaderboardMessages.loadFailedToast);
    if (status === 'success' && retried.current) {
      retried.current = false;
      notify.success(leaderboardMessages.loaded);
    }
  }, [status, errorUpdatedAt, dataUpdatedAt]);

  if (query.status === 'pending') return <BoardSkeleton />;
  if (query.status === 'error') {
    return (
      <ErrorState
        title={leaderboardMessages.loadFailed}
        message="Please check your connection and try again."
        onRetry={() => {
          retried.current = true;
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  }

  const { items, config } = query.data;
  const top = config?.topCount ?? 0;
  return (
    <>
      {config && <OfferBanner config={config} />}
      {items.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No one is on the leaderboard yet"
          description="Your next order could put you at the top!"
          action={<ButtonLink to="/shop">Go to Shop</ButtonLink>}
        />
      ) : (
        <>
          <ol aria-label="Leaderboard" className="space-y-2 md:hidden">
            {items.map((row) => (
              <RowCard
                key={`${row.rank}-${row.code}`}
                row={row}
                top={top}
                config={config}
                mine={row.code === myCode}
              />
            ))}
          </ol>
          <Table aria-label="Leaderboard" containerClassName="max-md:hidden">
            <TableHead>
              <tr>
                <TableHeaderCell>Rank</TableHeaderCell>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Tier</TableHeaderCell>
                <TableHeaderCell>Code</TableHeaderCell>
                <TableHeaderCell className="text-right">Points</TableHeaderCell>
                <TableHeaderCell className="text-right">Total spent</TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {items.map((row) => {
                const highlighted = row.rank <= top;
                const mine = row.code === myCode;
                return (
                  <tr
                    key={`${row.rank}-${row.code}`}
                    aria-current={mine ? 'true' : undefined}
                    className={cn(
                      'align-middle',
                      highlighted ? 'bg-accent-100/60' : 'hover:bg-sand-50/60',
                      mine && 'outline-2 -outline-offset-2 outline-brand-600',
                    )}
                  >
                    <TableCell>
                      <RankBubble rank={row.rank} highlighted={highlighted} />
                    </TableCell>
                    <TableCell className="font-semibold">
                      {row.name}
                      {mine && <span className="ml-2 text-sm font-medium text-brand-800">(you)</span>}
                      {highlighted && config && (
                        <Badge tone="warning" className="ml-2">
                          {config.offerDiscountPercentage}% off
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell>
                      <TierBadge tier={row.tier} />
                    </TableCell>
                    <TableCell className="font-mono">{row.code}</TableCell>
                    <TableCell className="text-right font-semibold tabular-nums">
                      {formatPoints(row.points)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatPaise(row.totalSpentPaise)}
                    </TableCell>
                  </tr>
                );
              })}
            </TableBody>
          </Table>
        </>
      )}
    </>
  );
}

function OfferBanner({ config }: { config: LeaderboardConfig }) {
  return (
    <Card className="flex gap-3 border-accent-500/40 bg-accent-100">
      <Trophy aria-hidden="true" className="size-8 shrink-0 text-accent-700" />
      <div className="space-y-1">
        <p className="text-lg font-bold text-sand-900">
          {config.offerTitle}: the top {config.topCount} get {config.offerDiscountPercentage}% off
        </p>
        {config.offerDescription && <p className="text-sand-800">{config.offerDescription}</p>}
      </div>
    </Card>
  );
}

function RankBubble({ rank, highlighted }: { rank: number; highlighted: boolean }) {
  return (
    <span
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold',
        highlighted ? 'bg-accent-500 text-sand-900' : 'bg-sand-100 text-sand-700',
      )}
    >
      <span className="sr-only">Rank </span>
      {rank}
    </span>
  );
}

function RowCard({
  row,
  top,
  config,
  mine,
}: {
  row: LeaderboardRow;
  top: number;
  config: LeaderboardConfig | null;
  mine: boolean;
}) {
  const highlighted = row.rank <= top;
  return (
    <li
      aria-current={mine ? 'true' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-2xl border p-3',
        highlighted ? 'border-accent-500/40 bg-accent-100/60' : 'border-sand-200 bg-white',
        mine && 'ring-2 ring-brand-600',
      )}
    >
      <RankBubble rank={row.rank} highlighted={highlighted} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-sand-900">
          {row.name}
          {mine && <span className="ml-1 text-sm font-medium text-brand-800">(you)</span>}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-sand-700">
          <span className="font-mono">{row.code}</span>
          <TierBadge tier={row.tier} />
          {highlighted && config && <Badge tone="warning">{config.offerDiscountPercentage}% off</Badge>}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="font-bold text-sand-900 tabular-nums">{formatPoints(row.points)} pts</p>
        <p className="text-xs text-sand-700 tabular-nums">{formatPaise(row.totalSpentPaise)}</p>
      </div>
    </li>
  );
}

function BoardSkeleton() {
  return (
    <div aria-busy="true" role="status" className="space-y-2">
      <span className="sr-only">Loading leaderboard…</span>
      <Skeleton className="h-20 w-full rounded-2xl" />
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <Skeleton key={n} className="h-16 w-full rounded-2xl" />
      ))}
    </div>
  );
}
