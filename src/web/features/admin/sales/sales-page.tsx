import { lazy, Suspense } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BarChart3, Download } from 'lucide-react';
import { businessDay } from '../../../../domain/business-day';
import { salesMessages } from '../../../../domain/messages';
import { dayBefore, salesRangeProblem, type SalesRange } from '../../../../domain/sales.schemas';
import { cn } from '../../../lib/cn';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState, QueryErrorState } from '../../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { SalesBySourceTable } from './sales-by-source';
import { SalesDaysTable, formatSalesDay } from './sales-days-table';
import { SalesFigureCards } from './sales-figures';
import { SalesRangeForm } from './sales-range-form';
import { SalesToday } from './sales-today';
import { salesCsvUrl } from '../../../lib/sales/sales.api';
import { adminSalesKeys, salesRangeQueryOptions } from '../../../lib/sales/sales.queries';

const SalesChart = lazy(() => import('./sales-chart'));

/** The range shown when none is asked for: the last 30 days, today included. */
const DEFAULT_RANGE_DAYS = 30;
function defaultRange(): SalesRange {
  const today = businessDay();
  return { from: dayBefore(today, DEFAULT_RANGE_DAYS - 1), to: today };
}

/**
 * /admin/sales and /admin/sales-dashboard (SPEC section 2, issue 12): today's cards, a range of
 * days with its totals, chart and table, and its CSV. The range is in the address (?from&to), so
 * a reload or Back keeps it; none means the last 30 days.
 */
export default function SalesPage() {
  const [params, setParams] = useSearchParams();
  const searched = params.has('from') || params.has('to');
  const asked = searched ? { from: params.get('from') ?? '', to: params.get('to') ?? '' } : defaultRange();
  const problem = salesRangeProblem(asked.from || undefined, asked.to || undefined);
  const queryClient = useQueryClient();
  // A search asks again for everything on screen, today's cards included: orders keep coming.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminSalesKeys.all });

  return (
    <div>
      <PageTitle title="Daily Sales Dashboard" description={salesMessages.rule} />
      <SalesToday />
      <section aria-labelledby="sales-range-heading" className="space-y-4">
        <h2 id="sales-range-heading" className="text-lg font-bold text-sand-900">
          Sales by day
        </h2>
        <SalesRangeForm
          range={asked}
          problem={problem}
          onSearch={(range) => {
            refresh();
            setParams(range);
          }}
          onReset={() => {
            refresh();
            setParams({});
          }}
        />
        {!problem && <SalesRangeResults range={asked} searched={searched} />}
      </section>
    </div>
  );
}

function SalesRangeResults({ range, searched }: { range: SalesRange; searched: boolean }) {
  const report = useQuery(salesRangeQueryOptions(range));
  if (report.isError && !report.data) {
    return (
      <QueryErrorState
        query={report}
        title={searched ? salesMessages.rangeFailed : salesMessages.loadFailed}
      />
    );
  }
  const data = report.data;
  const stale = report.isPlaceholderData;
  return (
    <div aria-busy={report.isFetching || undefined} className={cn('space-y-4', stale && 'opacity-60')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sand-800" aria-live="polite">
          {data ? (
            <>
              {formatSalesDay(data.from)} to {formatSalesDay(data.to)} ({data.days.length}{' '}
              {data.days.length === 1 ? 'day' : 'days'})
            </>
          ) : (
            'Loading sales…'
          )}
        </p>
        <a
          href={salesCsvUrl(range)}
          download
          className={buttonClass('outline')}
          aria-label={`Download CSV of sales from ${range.from} to ${range.to}`}
        >
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
      </div>
      <SalesFigureCards label="Totals for the range" figures={data?.totals} />
      {!data ? (
        <Skeleton className="h-60 w-full" />
      ) : data.totals.orders === 0 && !data.days.some((day) => day.imported) ? (
        <EmptyState
          icon={BarChart3}
          title={salesMessages.empty}
          description="No order placed on these days counts. Try a wider range."
        />
      ) : (
        <>
          {data.totals.orders > 0 && (
            <figure className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
              <figcaption className="mb-2 text-sm font-semibold text-sand-800">
                Sales per day (₹){' '}
                <span className="font-normal text-sand-600">— every figure is in the table below</span>
              </figcaption>
              <Suspense fallback={<Skeleton className="h-60 w-full" />}>
                <SalesChart days={data.days} />
              </Suspense>
            </figure>
          )}
          {data.totals.orders > 0 && <SalesBySourceTable sources={data.bySource} />}
          <SalesDaysTable days={data.days} totals={data.totals} />
        </>
      )}
    </div>
  );
}
