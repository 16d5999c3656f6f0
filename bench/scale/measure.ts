/**
 * Timing: each query runs a few times to warm up, then `samples` times one after another (one
 * client, no other load), cycling through its parameters. Percentiles are nearest-rank: with 200
 * samples, p95 is the 190th fastest and p99 the 198th.
 */
export interface Timed {
  label: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  targetMs: number;
}

export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('no samples');
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export async function measure(
  label: string,
  run: (i: number) => Promise<unknown>,
  { samples, warmup = 5, targetMs = 50 }: { samples: number; warmup?: number; targetMs?: number },
): Promise<Timed> {
  for (let i = 0; i < warmup; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    label,
    samples,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    targetMs,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A Markdown table: query, samples, p50, p95, p99, target (p95), pass/fail. */
export function formatTable(rows: readonly Timed[]): string {
  const cells = [
    ['query', 'samples', 'p50', 'p95', 'p99', 'target p95', 'result'],
    ...rows.map((row) => [
      row.label,
      String(row.samples),
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
      `≤ ${row.targetMs} ms`,
      row.p95 <= row.targetMs ? 'pass' : 'FAIL',
    ]),
  ];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => `| ${values.map((value, i) => value.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(cells[0]!), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join('\n');
}
