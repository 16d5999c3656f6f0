import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { LiabilityDay, PointsLiability } from '../../../../domain/points-liability.schemas';
import { formatPaise } from '../../../../domain/money';
import { pointsPhrase } from '../../../../domain/points';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/page-title';
import { formatDate } from '../../../lib/dates';
import { LIABILITY_CSV_URL } from './dashboard.api';
import { pointsLiabilityQueryOptions } from './dashboard.queries';
import { SPARKLINE_HEIGHT, SPARKLINE_WIDTH, sparklinePoints } from './sales-sparkline';

const dayLabel = (day: string) => formatDate(`${day}T12:00:00+05:30`);
const polyline = (values: readonly number[], top: number) =>
  sparklinePoints(values, top)
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');

/** The trend in words, for screen readers and anyone who reads rather than looks. */
export function liabilitySummary(days: readonly LiabilityDay[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return 'No days to show.';
  if (first === last)
    return `Today: ${formatPaise(last.pointsPaise)} in points, ${formatPaise(last.pendingPaise)} pending.`;
  return (
    `Points: ${formatPaise(first.pointsPaise)} on ${dayLabel(first.date)}, ${formatPaise(last.pointsPaise)} today. ` +
    `Pending points: ${formatPaise(first.pendingPaise)} on ${dayLabel(first.date)}, ${formatPaise(last.pendingPaise)} today.`
  );
}

function Figure({ label, paise, points }: { label: string; paise: number; points: number }) {
  return (
    <div>
      <p className="text-sm font-semibold text-sand-700">{label}</p>
      <p className="text-2xl font-bold break-words text-sand-900 tabular-nums">{formatPaise(paise)}</p>
      <p className="text-sm text-sand-700 tabular-nums">{pointsPhrase(points)}</p>
    </div>
  );
}

/**
 * Both lines on one scale: points solid, pending points dashed (they read apart without colour),
 * with a key; the drawing is hidden from assistive tech and the caption says what it shows.
 */
function LiabilityLines({ days }: { days: readonly LiabilityDay[] }) {
  const top = Math.max(...days.map((d) => Math.max(d.points, d.pendingPoints)), 1);
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${SPARKLINE_WIDTH} ${SPARKLINE_HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        className="h-16 w-full text-brand-700"
      >
        <polyline
          points={polyline(
            days.map((d) => d.points),
            top,
          )}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
        <polyline
          points={polyline(
            days.map((d) => d.pendingPoints),
            top,
          )}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
          className="text-sand-700"
        />
      </svg>
      <div aria-hidden="true" className="flex flex-wrap gap-4 text-xs text-sand-700">
        <span className="inline-flex items-center gap-1">
          <svg width="24" height="6" className="text-brand-700">
            <line x1="0" y1="3" x2="24" y2="3" stroke="currentColor" strokeWidth="2" />
          </svg>
          Points
        </span>
        <span className="inline-flex items-center gap-1">
          <svg width="24" height="6" className="text-sand-700">
            <line x1="0" y1="3" x2="24" y2="3" stroke="currentColor" strokeWidth="2" strokeDasharray="6 4" />
          </svg>
          Pending points
        </span>
      </div>
      <figcaption className="text-sm text-sand-700">{liabilitySummary(days)}</figcaption>
    </figure>
  );
}

export function PointsLiabilityFigures({ liability }: { liability: PointsLiability }) {
  const { today, days } = liability;
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <Figure label="Points" paise={today.pointsPaise} points={today.points} />
        <Figure label="Pending points" paise={today.pendingPaise} points={today.pendingPoints} />
      </div>
      <LiabilityLines days={days} />
      <p className="text-xs text-sand-700">
        At today&apos;s point value, {formatPaise(liability.pointValuePaise)} a point. Pending points become
        spendable when the return window closes.
      </p>
    </>
  );
}

/**
 * What the shop owes in points (DESIGN 11.3, docs/decisions/083): the points and pending points
 * customers hold now, in rupees and points, their trend over the last days, and the CSV of every day.
 */
export function PointsLiabilityCard() {
  const liability = useQuery(pointsLiabilityQueryOptions());
  const days = liability.data?.days.length;
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Points customers hold{days && days > 1 ? `, last ${days} days` : ''}</CardTitle>
        <a
          href={LIABILITY_CSV_URL}
          download
          className={buttonClass('outline')}
          aria-label="Download CSV of the points customers held each day"
        >
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
      </div>
      {liability.status === 'pending' && <Skeleton className="h-40 w-full" />}
      {liability.status === 'error' && (
        <QueryErrorState title="Could not load the points" query={liability} />
      )}
      {liability.status === 'success' && <PointsLiabilityFigures liability={liability.data} />}
    </Card>
  );
}
