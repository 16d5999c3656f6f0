import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  ChartLine,
  ChevronRight,
  Inbox,
  IndianRupee,
  Package,
  PackagePlus,
  Settings,
  ShoppingBag,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { businessDay, shiftDay } from '../../../../domain/business-day';
import { formatPaise } from '../../../../domain/money';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { LoadingState } from '../../../components/ui/spinner';
import { OrderStatusBadge, PaymentBadges } from '../../../components/order-badges';
import type { AdminOrder } from '../../../lib/admin-orders/orders.api';
import { adminOrdersFirstPageQueryOptions } from '../../../lib/admin-orders/orders.queries';
import { usePendingApprovals } from '../../../lib/admin-orders/pending-counts';
import { salesRangeQueryOptions, salesTodayQueryOptions } from '../../../lib/sales/sales.queries';
import { BackupStatusCard } from './backup-status-card';
import { demoDataQueryOptions } from './demo-data.api';
import { DemoDataNotice } from './demo-data-notice';
import { dashboardCountsQueryOptions } from './dashboard.queries';
import { LowStockList } from './low-stock-list';
import { PointsLiabilityCard } from './points-liability-card';
import { RefreshDataButton } from './refresh-data-button';
import { SalesSparkline } from './sales-sparkline';

const RECENT_ORDERS = 5;
const PENDING_PREVIEW = 3;
const SPARKLINE_DAYS = 30;
const count = (n: number) => n.toLocaleString('en-IN');

function StatCard({
  label,
  value,
  detail,
  icon: Icon,
  to,
  linkLabel,
  error,
  className,
}: {
  className?: string;
  label: string;
  value: string | null;
  /** A line under the value ("3 new this week"). */
  detail?: string | null;
  icon: LucideIcon;
  to: string;
  linkLabel: string;
  error: boolean;
}) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className={cn('flex flex-col gap-3 p-4 sm:p-6', className)}>
      <div className="flex items-start justify-between gap-3">
        <p id={labelId} className="text-sm font-semibold text-sand-700">
          {label}
        </p>
        <span className="rounded-xl bg-brand-50 p-2 text-brand-800">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {value !== null ? (
        <div>
          <p className="text-2xl font-bold break-words text-sand-900 tabular-nums sm:text-3xl">{value}</p>
          {detail && <p className="mt-1 text-sm text-sand-700">{detail}</p>}
        </div>
      ) : error ? (
        <p className="text-sm text-red-800">Could not load</p>
      ) : (
        <Skeleton className="h-9 w-16" />
      )}
      <Link
        to={to}
        aria-label={`${linkLabel} ${label.toLowerCase()}`}
        className="mt-auto inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        {linkLabel}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}

function QuickAction({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="outline" className="h-auto min-h-14 justify-start">
      <Icon aria-hidden="true" className="size-5 text-brand-800" />
      {children}
    </ButtonLink>
  );
}

function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center justify-between gap-3">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-5 w-16" />
        </div>
      ))}
    </div>
  );
}

function OrderLine({ order, children }: { order: AdminOrder; children: ReactNode }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-sand-900">
          {order.customerName} <span className="font-normal text-sand-700">({order.customerCode})</span>
        </p>
        <p className="font-mono text-xs break-all text-sand-700">{order.id}</p>
        <p className="text-xs text-sand-700">
          <time dateTime={order.orderDate}>{formatDateTime(order.orderDate)}</time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className="font-bold text-sand-900 tabular-nums">{formatPaise(order.amountPaidPaise)}</p>
        {children}
      </div>
    </li>
  );
}

function PendingApprovals() {
  const { orders, registrations } = usePendingApprovals();
  const pendingOrders = orders.data?.items;
  const pendingRegistrations = registrations.data;
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Pending approvals</CardTitle>
        <ButtonLink to="/admin/requests" variant="secondary">
          Review requests
        </ButtonLink>
      </div>
      <section aria-labelledby="dash-pending-orders">
        <h3 id="dash-pending-orders" className="text-sm font-bold tracking-wide text-sand-700 uppercase">
          Orders
        </h3>
        {orders.status === 'pending' && <ListSkeleton rows={2} label="Loading pending orders" />}
        {orders.status === 'error' && (
          <QueryErrorState title="Could not load pending orders" query={orders} />
        )}
        {pendingOrders &&
          (pendingOrders.length === 0 ? (
            <p className="py-2 text-sm text-sand-700">No orders waiting for approval.</p>
          ) : (
            <ul className="divide-y divide-sand-200">
              {pendingOrders.slice(0, PENDING_PREVIEW).map((order) => (
                <OrderLine key={order.id} order={order}>
                  <PaymentBadges
                    method={order.paymentMethod}
                    paidAt={order.paidAt}
                    paidPaise={order.paidPaise}
                  />
                </OrderLine>
              ))}
            </ul>
          ))}
      </section>
      <section aria-labelledby="dash-pending-registrations" className="border-t border-sand-200 pt-4">
        <h3
          id="dash-pending-registrations"
          className="text-sm font-bold tracking-wide text-sand-700 uppercase"
        >
          Registrations
        </h3>
        {registrations.status === 'pending' && (
          <ListSkeleton rows={2} label="Loading pending registrations" />
        )}
        {registrations.status === 'error' && (
          <QueryErrorState title="Could not load registrations" query={registrations} />
        )}
        {pendingRegistrations &&
          (pendingRegistrations.length === 0 ? (
            <p className="py-2 text-sm text-sand-700">No customers waiting for approval.</p>
          ) : (
            <ul className="divide-y divide-sand-200">
              {pendingRegistrations.slice(0, PENDING_PREVIEW).map((person) => (
                <li key={person.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div>
                    <p className="font-semibold text-sand-900">
                      {person.name} <span className="font-normal text-sand-700">({person.code})</span>
                    </p>
                    <p className="text-xs text-sand-700">
                      {person.phone} · joined {formatDate(person.joinedAt)}
                    </p>
                  </div>
                  <Link
                    to="/admin/requests?tab=registrations"
                    className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    Review<span className="sr-only"> {person.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ))}
      </section>
    </Card>
  );
}

function RecentOrders() {
  const recent = useQuery(adminOrdersFirstPageQueryOptions({ limit: RECENT_ORDERS }));
  return (
    <Card className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Recent orders</CardTitle>
        <ButtonLink to="/admin/purchases" variant="secondary">
          All purchases
        </ButtonLink>
      </div>
      {recent.status === 'pending' && <ListSkeleton rows={RECENT_ORDERS} label="Loading recent orders" />}
      {recent.status === 'error' && <QueryErrorState query={recent} />}
      {recent.status === 'success' &&
        (recent.data.items.length === 0 ? (
          <p className="py-2 text-sm text-sand-700">No orders yet.</p>
        ) : (
          <ul aria-label="Recent orders" className="divide-y divide-sand-200">
            {recent.data.items.map((order) => (
              <OrderLine key={order.id} order={order}>
                <OrderStatusBadge order={order} />
              </OrderLine>
            ))}
          </ul>
        ))}
    </Card>
  );
}

function SalesTrend() {
  const to = businessDay();
  const from = shiftDay(to, -(SPARKLINE_DAYS - 1));
  const sales = useQuery(salesRangeQueryOptions({ from, to }));
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Sales, last {SPARKLINE_DAYS} days</CardTitle>
        <ButtonLink to="/admin/sales" variant="secondary">
          <ChartLine aria-hidden="true" className="size-4" />
          Sales Dashboard
        </ButtonLink>
      </div>
      {sales.status === 'pending' && <Skeleton className="h-16 w-full" />}
      {sales.status === 'error' && <QueryErrorState title="Could not load sales" query={sales} />}
      {sales.status === 'success' && <SalesSparkline days={sales.data.days} />}
    </Card>
  );
}

/** The day's figures; each part of the page reads its own, so an answer redraws only its part. */
function AtAGlance() {
  const counts = useQuery(dashboardCountsQueryOptions());
  const today = useQuery(salesTodayQueryOptions());
  const c = counts.data;
  const t = today.data;
  const countsFailed = counts.status === 'error';
  return (
    <section
      aria-label="At a glance"
      className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:gap-4 xl:grid-cols-4"
    >
      <StatCard
        label="Today's sales"
        value={t ? formatPaise(t.salesPaise) : null}
        detail={t ? `${count(t.orders)} ${t.orders === 1 ? 'order' : 'orders'} today` : null}
        icon={IndianRupee}
        to="/admin/sales"
        linkLabel="View"
        error={today.status === 'error'}
      />
      <StatCard
        label="Customers"
        value={c ? count(c.customers) : null}
        detail={c ? `${count(c.newThisWeek)} new this week` : null}
        icon={Users}
        to="/admin/customers"
        linkLabel="Manage"
        error={countsFailed}
      />
      <StatCard
        label="Products"
        value={c ? count(c.products) : null}
        detail={c ? `${count(c.lowStock)} low on stock, ${count(c.outOfStock)} out of stock` : null}
        icon={Package}
        to="/admin/products"
        linkLabel="Manage"
        error={countsFailed}
      />
      <StatCard
        label="Pending approvals"
        value={c ? count(c.pendingOrders + c.pendingRegistrations) : null}
        detail={
          c
            ? `${count(c.pendingOrders)} ${c.pendingOrders === 1 ? 'order' : 'orders'}, ${count(c.pendingRegistrations)} ${c.pendingRegistrations === 1 ? 'registration' : 'registrations'}`
            : null
        }
        icon={Inbox}
        to="/admin/requests"
        linkLabel="Review"
        error={countsFailed}
      />
    </section>
  );
}

/** /admin/dashboard (SPEC section 2): the day's figures and what needs the admin now, from cheap queries only. */
export default function AdminDashboardPage() {
  // Whether the shop holds demo data decides whether a notice stands above the figures. Until it is
  // known the page's parts are drawn (their reads start) but not shown: a notice arriving after them
  // pushed every card down as the owner looked (Lighthouse: a layout shift of 0.29 on a phone).
  const demoKnown = useQuery(demoDataQueryOptions()).status !== 'pending';

  return (
    <div className="space-y-6">
      <PageTitle
        title="Admin Dashboard"
        description="Today's figures, what is waiting for you, and the latest orders."
        actions={<RefreshDataButton />}
      />
      {!demoKnown && <LoadingState label="Loading dashboard..." />}
      <div hidden={!demoKnown} className="space-y-6">
        <DemoDataNotice />
        <AtAGlance />

        <BackupStatusCard />

        <div className="grid gap-6 xl:grid-cols-2">
          <SalesTrend />
          <PointsLiabilityCard />
        </div>

        <section aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="mb-3 text-lg font-bold text-sand-900">
            Quick actions
          </h2>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <QuickAction to="/admin/products" icon={PackagePlus}>
              Add Product
            </QuickAction>
            <QuickAction to="/admin/requests" icon={Inbox}>
              Requests
            </QuickAction>
            <QuickAction to="/admin/purchases" icon={ShoppingBag}>
              Purchases
            </QuickAction>
            <QuickAction to="/admin/settings" icon={Settings}>
              Settings
            </QuickAction>
          </div>
        </section>

        <div className="grid gap-6 xl:grid-cols-2">
          <PendingApprovals />
          <RecentOrders />
        </div>
        <LowStockList />
      </div>
    </div>
  );
}
