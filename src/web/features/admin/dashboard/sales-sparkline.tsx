import { formatPaise } from '../../../../domain/money';
import { formatDate } from '../../../lib/dates';
import type { SalesDay } from '../../../../domain/sales.schemas';

export const SPARKLINE_WIDTH = 300;
export const SPARKLINE_HEIGHT = 64;
const WIDTH = SPARKLINE_WIDTH;
const HEIGHT = SPARKLINE_HEIGHT;
const PAD = 4;

/**
 * The sparkline's points: one per day, left to right, `top` (the best day unless given) at the
 * top, none at the bottom.
 */
export function sparklinePoints(values: readonly number[], top = Math.max(...values, 1)): [number, number][] {
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values.map((value, index) => [
    PAD + index * step,
    HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD),
  ]);
}

const dayLabel = (day: string) => formatDate(`${day}T12:00:00+05:30`);

/** The range in words, for screen readers and anyone who reads rather than looks. */
export function salesSummary(days: readonly SalesDay[]): string {
  if (days.length === 0) return 'No days to show.';
  const total = days.reduce((sum, day) => sum + day.salesPaise, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const range = `${dayLabel(days[0]!.date)} to ${dayLabel(days[days.length - 1]!.date)}`;
  if (orders === 0) return `No sales from ${range}.`;
  const best = days.reduce((top, day) => (day.salesPaise > top.salesPaise ? day : top));
  return (
    `${formatPaise(total)} from ${orders.toLocaleString('en-IN')} ${orders === 1 ? 'order' : 'orders'}, ` +
    `${range}. Best day ${dayLabel(best.date)}: ${formatPaise(best.salesPaise)}.`
  );
}

/**
 * Sales of each day as a small line (issue 12, item 8): an inline SVG, no chart library. The
 * drawing is hidden from assistive tech; the caption under it says what it shows.
 */
export function SalesSparkline({ days }: { days: readonly SalesDay[] }) {
  const points = sparklinePoints(days.map((day) => day.salesPaise));
  const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        className="h-16 w-full text-brand-700"
      >
        {first && last && (
          <>
            <polygon
              points={`${first[0]},${HEIGHT - PAD} ${line} ${last[0]},${HEIGHT - PAD}`}
              className="fill-brand-50"
            />
            <polyline
              points={line}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
              strokeLinejoin="round"
            />
          </>
        )}
      </svg>
      <figcaption className="text-sm text-sand-700">{salesSummary(days)}</figcaption>
    </figure>
  );
}
