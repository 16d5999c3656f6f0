import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Clock, Coins, Gift, IndianRupee, Receipt, ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { carryCaption } from '../../domain/ledger-words';
import { formatPaise } from '../../domain/money';
import { formatPoints } from '../../domain/points';
import { expiryLine } from '../../domain/points-expiry';
import { pendingPointsLine } from '../../domain/return-window';
import type { Offer } from '../../domain/offers.schemas';
import { TierBadge } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button';
import { Card, CardTitle } from '../components/ui/card';
import { EmptyState, QueryErrorState } from '../components/ui/empty-state';
import { PageTitle, Skeleton } from '../components/ui/page-title';
import { errorMessage } from '../lib/api';
import { formatDate } from '../lib/dates';
import { OrderCard } from '../features/orders/order-card';
import { recentOrdersQueryOptions } from '../features/orders/orders.queries';
import { offersQueryOptions } from '../features/account/account.queries';
import { PendingApprovalNote } from '../features/account/pending-approval-note';
import { QuickActions } from '../features/account/quick-actions';
import { StatCard } from '../features/account/stat-card';
import { useFreshCustomer } from '../features/account/use-fresh-user';
import { useWords } from '../i18n/use-words';

const RECENT_ORDERS = 5;
const OFFERS = 3;

/** /dashboard: welcome, code, tier, spend, points, recent orders, offers, quick actions. */
export default function DashboardPage() {
  const user = useFreshCustomer();
  const orders = useQuery(recentOrdersQueryOptions(RECENT_ORDERS));
  const offers = useQuery(offersQueryOptions(OFFERS));
  const { t, m } = useWords('account');
  if (!user) return null;
  const pending = pendingPointsLine(user.pendingPoints, user.nextRelease);
  const expiring = expiryLine(user.nextExpiry);

  return (
    <div className="space-y-6">
      <PageTitle
        title={t('account.dashboard.welcome', { name: user.name.split(' ')[0] ?? user.name })}
        className="mb-0"
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {t('account.dashboard.customerCode')}{' '}
              <span className="font-mono font-semibold text-sand-900">{user.code}</span>
            </span>
            <TierBadge tier={user.tier} />
          </span>
        }
        actions={
          <ButtonLink to="/shop">
            <ShoppingBasket aria-hidden="true" className="size-4" /> {t('account.dashboard.shopNow')}
          </ButtonLink>
        }
      />

      {user.status === 'pending' && <PendingApprovalNote />}

      <section aria-label={t('account.dashboard.yourNumbers')} className="grid gap-3 sm:grid-cols-3">
        <StatCard
          Icon={Coins}
          label={t('account.dashboard.points')}
          value={formatPoints(user.points)}
          detail={
            <>
              {pending && <span className="block">{m(pending)}</span>}
              {expiring && <span className="block">{m(expiring)}</span>}
              <Link
                to="/points"
                className="-my-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {t('account.dashboard.seeHistory')}
              </Link>
            </>
          }
        />
        <StatCard
          Icon={IndianRupee}
          label={t('account.dashboard.totalSpent')}
          value={formatPaise(user.totalSpentPaise)}
          detail={t('account.dashboard.onDelivered')}
        />
        <StatCard
          Icon={Clock}
          label={t('account.dashboard.carried')}
          value={formatPaise(user.pointMoneyPaise)}
          detail={m(carryCaption(user.pointMoneyPaise))}
        />
      </section>

      <QuickActions names={['shop', 'orders', 'profile', 'points', 'invite']} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="recent-orders">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 id="recent-orders" className="text-lg font-bold text-sand-900">
              {t('account.dashboard.recentOrders')}
            </h2>
            <Link
              to="/orders"
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {t('account.dashboard.allOrders')} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          {orders.status === 'pending' && (
            <div aria-busy="true" className="space-y-3">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-28 w-full rounded-2xl" />
              ))}
            </div>
          )}
          {orders.status === 'error' && (
            <QueryErrorState title={t('account.dashboard.ordersFailed')} query={orders} />
          )}
          {orders.status === 'success' && orders.data.length === 0 && (
            <EmptyState
              icon={Receipt}
              title={t('account.dashboard.noOrders')}
              description={t('account.dashboard.noOrdersHint')}
              action={<ButtonLink to="/shop">{t('account.dashboard.startShopping')}</ButtonLink>}
            />
          )}
          {orders.status === 'success' && orders.data.length > 0 && (
            <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
              {orders.data.slice(0, RECENT_ORDERS).map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="offers-title">
          <Card className="space-y-3">
            <CardTitle id="offers-title" className="flex items-center gap-2">
              <Gift aria-hidden="true" className="size-5 text-accent-700" /> {t('account.dashboard.offers')}
            </CardTitle>
            {offers.status === 'pending' && (
              <div aria-busy="true" className="space-y-2">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </div>
            )}
            {offers.status === 'error' && (
              <div role="alert" className="space-y-2 text-sm text-sand-800">
                <p>{m(errorMessage(offers.error))}</p>
                <button
                  type="button"
                  onClick={() => void offers.refetch()}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
                >
                  {t('common.tryAgain')}
                </button>
              </div>
            )}
            {offers.status === 'success' && offers.data.length === 0 && (
              <p className="text-sm text-sand-700">
                {t('account.dashboard.noOffers', { tier: t(`tiers.${user.tier}`) })}
              </p>
            )}
            {offers.status === 'success' && offers.data.length > 0 && (
              <ul className="space-y-3">
                {offers.data.slice(0, OFFERS).map((offer) => (
                  <OfferItem key={offer.id} offer={offer} />
                ))}
              </ul>
            )}
          </Card>
        </section>
      </div>
    </div>
  );
}

function OfferItem({ offer }: { offer: Offer }) {
  const { t } = useWords('account');
  return (
    <li className="rounded-xl border border-accent-500/30 bg-accent-100/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-sand-900">{offer.title}</p>
        <TierBadge tier={offer.minTier} />
      </div>
      {/* What it does, as checkout prices it: "10% off Spices & Masalas", "Double points on …". */}
      {offer.effect && <p className="mt-1 text-sm font-semibold text-brand-800">{offer.effect}</p>}
      {offer.description && <p className="mt-1 text-sm text-sand-800">{offer.description}</p>}
      {offer.validUntil && (
        <p className="mt-1 text-xs font-medium text-sand-700">
          {t('account.dashboard.validUntil', { date: formatDate(`${offer.validUntil}T12:00:00+05:30`) })}
        </p>
      )}
    </li>
  );
}
