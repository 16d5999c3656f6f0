/** Sign-ins measured over some seconds: how long each successful one took, how many were refused. */
export interface SignIns {
  latencies: number[];
  refused: number;
  seconds: number;
}

/** The value below which `share` of the sorted values lie (nearest rank); Infinity for none. */
export function percentile(values: number[], share: number): number {
  if (!values.length) return Infinity;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * The sign-in row: its rate and p95, and whether a person gets in within a second while the shop
 * is busy. Never met on about nothing: under 1 sign-in/s, or any refused, fails whatever the p95.
 */
export function signInVerdict(signIns: SignIns): { result: string; met: boolean } {
  const perSecond = signIns.latencies.length / Math.max(signIns.seconds, 0.001);
  const p95 = percentile(signIns.latencies, 0.95);
  const shown = Number.isFinite(p95) ? `${Math.round(p95)} ms` : 'none';
  return {
    result: `${perSecond.toFixed(1)} sign-ins/s, p95 ${shown}${signIns.refused ? `, ${signIns.refused} refused` : ''}`,
    met: perSecond >= 1 && p95 <= 1000 && signIns.refused === 0,
  };
}
