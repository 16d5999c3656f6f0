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

/** /leaderboard: anyone. Guests see first names and initials; customers also see their own rank. */
export default function LeaderboardPage() {
  const { user, isLoading } = useAuth();
  return (
    <div className="space-y-6">
      <PageTitle
        title="Leaderboard"
        description="Our top shoppers by points earned. Spending your points never costs you your place."
      />
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

  const { items, config, me } = query.data;
  return (
    <>
      {config && <OfferBanner config={config} />}
      {me && <OwnRank me={me} config={config} shown={items.length} />}
      {guest && <GuestNote />}
      {items.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No one is on the leaderboard yet"
          description="Your next order could put you at the top!"
          action={<ButtonLink to="/shop">Go to Shop</ButtonLink>}
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
  let text: string;
  if (me.rank === null) text = 'Earn points on your next delivered order to join the leaderboard.';
  else if (config && me.rank <= config.topCount)
    text = `You are #${me.rank} with ${formatPoints(me.points)} points earned: your ${config.offerDiscountPercentage}% off is applied at checkout.`;
  else
    text = `You are #${me.rank} with ${formatPoints(me.points)} points earned${me.rank > shown ? ' (the list shows the top ' + shown + ')' : ''}.`;
  return (
    <Card role="status" className="border-brand-600/30 bg-brand-50 py-3 font-semibold text-brand-900">
      {text}
    </Card>
  );
}

function GuestNote() {
  const location = useLocation();
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sand-800">Sign in to see your own rank and the full names of our top shoppers.</p>
      <div className="flex gap-2">
        <ButtonLink to="/login" state={{ from: location.pathname }}>
          <LogIn aria-hidden="true" className="size-4" /> Sign In
        </ButtonLink>
        <ButtonLink to="/register" variant="outline">
          Register
        </ButtonLink>
      </div>
    </Card>
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
