import { Link } from 'react-router';
import { Network } from 'lucide-react';
import type { AdminCustomerDetail } from '../../../../domain/customers.schemas';
import { formatPaise } from '../../../../domain/money';
import { pointsPhrase } from '../../../../domain/points';
import { formatDate } from '../../../lib/dates';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { CustomerStatusBadge } from '../../../components/customer-status-badge';

const countFormat = new Intl.NumberFormat('en-IN');

/** What the edit screen shows but does not edit: the code, standing, money and place in the tree. */
export function CustomerFacts({ customer }: { customer: AdminCustomerDetail }) {
  const facts: [string, React.ReactNode][] = [
    ['Code', <Badge tone="brand">{customer.code}</Badge>],
    ['Status', <CustomerStatusBadge status={customer.status} />],
    ['Joined', <time dateTime={customer.joinedAt}>{formatDate(customer.joinedAt)}</time>],
    ['Total spent', formatPaise(customer.totalSpentPaise)],
    ['Points', pointsPhrase(customer.points)],
    ['Pending points', pointsPhrase(customer.pendingPoints)],
    ['Direct referrals', countFormat.format(customer.childCount)],
    ['Downline', countFormat.format(customer.downlineSize)],
  ];
  return (
    <Card className="space-y-4">
      <CardTitle>At a glance</CardTitle>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sand-700">{label}</dt>
            <dd className="text-right font-semibold text-sand-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {customer.status === 'pending' && (
        <p className="text-sm text-sand-700">
          This registration is waiting for approval.{' '}
          <Link
            to="/admin/requests?tab=registrations"
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            Review it in Requests
          </Link>
        </p>
      )}
      <ButtonLink
        to={`/admin/mlm-tree?code=${encodeURIComponent(customer.code)}`}
        variant="outline"
        className="w-full"
      >
        <Network aria-hidden="true" className="size-4" />
        Show in MLM Tree
      </ButtonLink>
    </Card>
  );
}
