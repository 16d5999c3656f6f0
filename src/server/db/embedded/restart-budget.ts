/**
 * How often the embedded server is started again after it stopped on its own: at most `attempts`
 * starts within `windowMs` (a server that keeps dying is given up on, so that the shop stops and
 * its process manager, or its operator, can step in), waiting longer after each failed start.
 */
export interface RestartPolicy {
  attempts: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const RESTART_POLICY: RestartPolicy = {
  attempts: 5,
  windowMs: 10 * 60_000,
  firstDelayMs: 1_000,
  maxDelayMs: 15_000,
};

export class RestartBudget {
  private starts: number[] = [];

  constructor(readonly policy: RestartPolicy = RESTART_POLICY) {}

  /** Counts a start at `now`; false when the window's starts are used up. */
  take(now: number): boolean {
    this.starts = this.starts.filter((at) => now - at < this.policy.windowMs);
    if (this.starts.length >= this.policy.attempts) return false;
    this.starts.push(now);
    return true;
  }

  /** The wait before a start that follows `failures` failed ones in a row (none before the first). */
  delay(failures: number): number {
    if (failures === 0) return 0;
    return Math.min(this.policy.maxDelayMs, this.policy.firstDelayMs * 2 ** (failures - 1));
  }
}
