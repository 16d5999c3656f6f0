import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Trophy } from 'lucide-react';
import { formatPoints } from '../../../domain/points';
import { TierBadge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/page-title';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { leaderboardQueryOptions } from '../../lib/leaderboard/leaderboard.queries';
import { useT } from '../../i18n/i18n-context';

export const HOME_LEADERBOARD_TOP = 5;

/**
 * Home: the top five (guests see first names and initials) and a signed-in customer's own rank,
 * with a way to the full leaderboard. Quiet when it fails.
 */
export function HomeLeaderboard() {
  const query = useQuery(leaderboardQueryOptions(HOME_LEADERBOARD_TOP));
  const { t } = useT();
  // Only approved customers are ranked (docs/decisions/032).
  const { user } = useAuth();
  const pending = user?.role === 'customer' && user.status === 'pending';

  return (
    <section aria-labelledby="leaders-title">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="leaders-title" className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <Trophy aria-hidden="true" className="size-6 text-accent-700" />
            {t('leaderboard.homeTitle')}
          </h2>
          <Link
            to="/leaderboard"
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {t('leaderboard.full')} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {query.status === 'success' && query.data.config && (
          <p className="rounded-xl bg-accent-100 px-3 py-2 text-sm font-medium text-sand-900">
            {t('leaderboard.offer', {
              title: query.data.config.offerTitle,
              count: query.data.config.topCount,
              percent: query.data.config.offerDiscountPercentage,
            })}
            .
          </p>
        )}
        {query.status === 'pending' && (
          <ul aria-busy="true" aria-label={t('leaderboard.loading')} className="space-y-2">
            {Array.from({ length: HOME_LEADERBOARD_TOP }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-12 w-full rounded-xl" />
              </li>
            ))}
          </ul>
        )}
        {query.status === 'error' && (
          <p className="text-sand-700">
            {t('leaderboard.unavailable')}{' '}
            <Link to="/leaderboard" className="font-semibold text-brand-800 underline">
              {t('leaderboard.unavailableLink')}
            </Link>
            {t('leaderboard.unavailableEnd')}
          </p>
        )}
        {query.status === 'success' && query.data.items.length === 0 && (
          <p className="text-sand-700">{t('leaderboard.empty')}</p>
        )}
        {query.status === 'success' && query.data.items.length > 0 && (
          <ol className="divide-y divide-sand-100">
            {query.data.items.slice(0, HOME_LEADERBOARD_TOP).map((row) => (
              <li key={row.rank} className="flex min-h-12 items-center gap-3 py-2">
                <span
                  className={cn(
                    'grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold',
                    row.rank <= 3 ? 'bg-accent-100 text-accent-700' : 'bg-sand-100 text-sand-700',
                  )}
                >
                  <span className="sr-only">{t('leaderboard.rank')} </span>
                  {row.rank}
                </span>
                {/* On a phone the badge goes under the name, so the name keeps the width to show whole. */}
                <span className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-3">
                  <span className="min-w-0 font-semibold break-words text-sand-900 sm:flex-1">
                    {row.name}
                  </span>
                  <TierBadge tier={row.tier} />
                </span>
                <span className="w-20 text-right text-sm font-semibold text-sand-800 tabular-nums">
                  {t('leaderboard.points', { points: formatPoints(row.points) })}
                </span>
              </li>
            ))}
          </ol>
        )}
        {query.status === 'success' && query.data.me && (
          <p className="text-sm font-semibold text-brand-900">
            {query.data.me.rank !== null
              ? t('leaderboard.youAre', {
                  rank: query.data.me.rank,
                  points: formatPoints(query.data.me.points),
                })
              : pending
                ? t('leaderboard.pendingJoin')
                : t('leaderboard.earnToJoin')}
          </p>
        )}
      </Card>
    </section>
  );
}
