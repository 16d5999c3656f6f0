import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatChartRupees, paiseToChartRupees } from '../../../../domain/money';
import type { SalesDay } from '../../../../domain/sales.schemas';

/**
 * The range's days as bars of sales, drawn by uPlot (about 20 KB gzipped, loaded only with this
 * screen's chart). Hidden from assistive technology: the table under it holds the same figures.
 */
const HEIGHT = 240;
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function color(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

function options(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    // Days are YYYY-MM-DD at UTC midnight: shown as those days wherever the browser is.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.1] } },
    axes: [
      {
        stroke: color('--color-sand-700', '#57534e'),
        grid: { show: false },
        space: 56,
        values: (_u, values) => values.map((seconds) => dayMonth.format(new Date(seconds * 1000))),
      },
      {
        stroke: color('--color-sand-700', '#57534e'),
        grid: { stroke: color('--color-sand-200', '#e7e5e4'), width: 1 },
        size: 56,
        values: (_u, values) => values.map(formatChartRupees),
      },
    ],
    series: [
      {},
      {
        label: 'Sales (₹)',
        fill: color('--color-brand-600', '#16a34a'),
        stroke: color('--color-brand-700', '#15803d'),
        paths: uPlot.paths.bars!({ size: [0.7, 48] }),
        points: { show: false },
      },
    ],
  };
}

export default function SalesChart({ days }: { days: SalesDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
      days.map((day) => paiseToChartRupees(day.salesPaise)),
    ];
    const plot = new uPlot(options(element.clientWidth), data, element);
    const resized = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [days]);
  return <div ref={box} aria-hidden="true" className="min-h-60 w-full" />;
}
