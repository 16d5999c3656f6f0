import { useQuery } from '@tanstack/react-query';
import { BookOpen, CreditCard, IndianRupee, NotebookPen, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { KhataEntry } from '../../../domain/khata';
import { formatPaise } from '../../../domain/money';
import { moneyMethodLabel } from '../../../domain/payments';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, QueryErrorState } from '../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';
import { khataQueryOptions } from '../../lib/khata/khata.queries';
import { StatCard } from './stat-card';

/**
 * /khata: the customer's credit with the shop (docs/decisions/070): the limit, what they owe and
 * what is left, the statement newest first with the balance after each line, and a way to pay:
 * the pay page of the oldest bill still due (what a settlement would pay first).
 */
export default function KhataPage() {
  const query = useQuery(khataQueryOptions());
  const khata = query.data;
  // Newest first: the last order line with a pay page is the oldest one still due.
  const oldestDue = khata?.entries.filter((entry) => entry.payUrl).at(-1);

  return (
    <div className="space-y-6">
      <PageTitle title="Khata" description="What you bought on credit, what you paid, and what you owe." />
      {query.isError && <QueryErrorState query={query} title="Could not load your khata" />}
      {!khata && !query.isError && (
        <div aria-busy="true" className="grid gap-3 sm:grid-cols-3">
          <span className="sr-only">Loading your khata…</span>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-24 rounded-2xl" />
          ))}
        </div>
      )}
      {khata && (
        <>
          <section aria-label="Your khata" className="grid gap-3 sm:grid-cols-3">
            <StatCard Icon={IndianRupee} label="You owe" value={formatPaise(khata.owedPaise)} />
            <StatCard
              Icon={Wallet}
              label="Left to buy on khata"
              value={formatPaise(khata.leftPaise)}
              detail={
                khata.limitPaise > 0
                  ? 'Choose Pay later (khata) at checkout'
                  : 'Khata is closed for new orders'
              }
            />
            <StatCard Icon={CreditCard} label="Credit limit" value={formatPaise(khata.limitPaise)} />
          </section>
          {oldestDue?.payUrl && (
            <Card className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sand-800">
                Pay by UPI: the oldest bill first,{' '}
                <span className="font-semibold">order {oldestDue.orderId}</span>. Or pay the shop in cash.
              </p>
              <ButtonLink to={oldestDue.payUrl}>Pay oldest bill</ButtonLink>
            </Card>
          )}
          <section aria-labelledby="khata-statement" className="space-y-3">
            <h2 id="khata-statement" className="flex items-center gap-2 text-lg font-bold text-sand-900">
              <BookOpen aria-hidden="true" className="size-5 text-brand-700" /> Statement
            </h2>
            {khata.entries.length === 0 ? (
              <EmptyState
                icon={NotebookPen}
                title="Nothing on your khata yet"
                description="Orders you pay later (khata) and what you pay the shop for them show up here."
                action={<ButtonLink to="/shop">Start shopping</ButtonLink>}
              />
            ) : (
              <Card className="p-0 sm:p-0">
                <ul className="divide-y divide-sand-100">
                  {khata.entries.map((entry, index) => (
                    <KhataLine key={`${entry.kind}-${entry.at}-${index}`} entry={entry} />
                  ))}
                </ul>
              </Card>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function KhataLine({ entry }: { entry: KhataEntry }) {
  const isOrder = entry.kind === 'order';
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <p className="font-medium break-words text-sand-900">
          {isOrder ? (
            <>
              Order{' '}
              <Link
                to={`/orders/${encodeURIComponent(entry.orderId!)}`}
                className="font-mono text-brand-800 underline-offset-4 hover:underline"
              >
                {entry.orderId}
              </Link>
            </>
          ) : (
            `Paid by ${moneyMethodLabel({ method: entry.method ?? 'cash', reference: entry.reference })}${entry.reference ? ` (UTR ${entry.reference})` : ''}`
          )}
        </p>
        <p className="text-sm text-sand-700">
          <time dateTime={entry.at}>{formatDate(entry.at)}</time>
          {isOrder && entry.payUrl && (
            <>
              {' · '}
              <Link
                to={entry.payUrl}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                Pay this bill
              </Link>
            </>
          )}
        </p>
      </div>
      <p className="shrink-0 text-right tabular-nums">
        <span className={cn('block font-bold', isOrder ? 'text-red-800' : 'text-brand-800')}>
          {isOrder ? '+' : '−'}
          {formatPaise(entry.amountPaise)}
        </span>
        <span className="block text-xs font-medium text-sand-700">
          Owed after: {formatPaise(entry.balancePaise)}
        </span>
      </p>
    </li>
  );
}
