import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LogIn, Users } from 'lucide-react';
import { leaderboardMessages } from '../../../domain/messages';
import { formatPoints } from '../../../domain/points';
import { LeaderboardRows, OfferBanner } from '../../components/leaderboard/leaderboard-rows';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { notify } from '../../lib/notify';
import { useAuth } from '../../lib/auth/auth-context';
import { LEADERBOARD_LIMIT, type Leaderboard } from '../../lib/leaderboard/leaderboard.api';
import { leaderboardQueryOptions } from '../../lib/leaderboard/leaderboard.queries';
import { useWords } from '../../i18n/use-words';

/** /leaderboard: anyone. Guests see first names and initials; customers also see their own rank. */
export default function LeaderboardPage() {
  const { user, isLoading } = useAuth();
  const { t } = useWords('info');
  return (
    <div className="space-y-6">
      <PageTitle title={t('info.leaderboard.title')} description={t('info.leaderboard.description')} />
      {isLoading ? (
        <BoardSkeleton />
      ) : (
        <Board myCode={user?.role === 'customer' ? user.code : null} guest={!user} />
      )}
    </div>
  );
}

/** SPEC's three states: loading, error (with Try Again and a toast), loaded. */
function Board({ myCode, guest }: { myCode: string | null; guest: boolean }) {
  const query = useQuery(leaderboardQueryOptions(LEADERBOARD_LIMIT));
  const retried = useRef(false);
  const { t, m } = useWords('info');

  // Every failed answer (a Try Again that fails again too) toasts; a Try Again that works says so.
  const { status, errorUpdatedAt, dataUpdatedAt } = query;
  useEffect(() => {
    if (status === 'error') notify.error(m(leaderboardMessages.loadFailedToast));
    if (status === 'success' && retried.current) {
      retried.current = false;
      notify.success(m(leaderboardMessages.loaded));
    }
    // Only a new answer toasts: a language switched meanwhile does not say it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, errorUpdatedAt, dataUpdatedAt]);

  if (query.status === 'pending') return <BoardSkeleton />;
  if (query.status === 'error') {
    return (
      <ErrorState
        title={m(leaderboardMessages.loadFailed)}
        message={t('info.leaderboard.checkConnection')}
        onRetry={() => {
          retried.current = true;
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  }

  const { items, config, me } = query.data;
  return (
    <>
      {config && <OfferBanner config={config} />}
      {me && <OwnRank me={me} config={config} shown={items.length} />}
      {guest && <GuestNote />}
      {items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t('info.leaderboard.emptyTitle')}
          description={t('info.leaderboard.emptyText')}
          action={<ButtonLink to="/shop">{t('checkout.goToShop')}</ButtonLink>}
        />
      ) : (
        <LeaderboardRows items={items} config={config} myCode={myCode} />
      )}
    </>
  );
}

/** "You are #153": said whether or not the customer's row is in the list. */
function OwnRank({
  me,
  config,
  shown,
}: {
  me: NonNullable<Leaderboard['me']>;
  config: Leaderboard['config'];
  shown: number;
}) {
  const { t } = useWords('info');
  const facts = { rank: me.rank ?? 0, points: formatPoints(me.points) };
  let text: string;
  if (me.rank === null) text = t('leaderboard.earnToJoin');
  else if (config && me.rank <= config.topCount)
    text = t('info.leaderboard.youAreTop', { ...facts, percent: config.offerDiscountPercentage });
  else if (me.rank > shown) text = t('info.leaderboard.youAreBelow', { ...facts, shown });
  else text = t('leaderboard.youAre', facts);
  return (
    <Card role="status" className="border-brand-600/30 bg-brand-50 py-3 font-semibold text-brand-900">
      {text}
    </Card>
  );
}

function GuestNote() {
  const location = useLocation();
  const { t } = useWords('info');
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sand-800">{t('info.leaderboard.guestNote')}</p>
      <div className="flex gap-2">
        <ButtonLink to="/login" state={{ from: location.pathname }}>
          <LogIn aria-hidden="true" className="size-4" /> {t('nav.signIn')}
        </ButtonLink>
        <ButtonLink to="/register" variant="outline">
          {t('nav.register')}
        </ButtonLink>
      </div>
    </Card>
  );
}

function BoardSkeleton() {
  const { t } = useWords('info');
  return (
    <div aria-busy="true" role="status" className="space-y-2">
      <span className="sr-only">{t('info.leaderboard.loading')}</span>
      <Skeleton className="h-20 w-full rounded-2xl" />
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <Skeleton key={n} className="h-16 w-full rounded-2xl" />
      ))}
    </div>
  );
}
