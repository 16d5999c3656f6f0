import { describe, expect, it } from 'vitest';
import { RestartBudget } from './restart-budget';

describe('the embedded server’s restart budget', () => {
  const policy = { attempts: 3, windowMs: 60_000, firstDelayMs: 1_000, maxDelayMs: 5_000 };

  it('allows so many starts within the window, then none until the oldest leaves it', () => {
    const budget = new RestartBudget(policy);
    expect([0, 10_000, 20_000].map((at) => budget.take(at))).toEqual([true, true, true]);
    expect(budget.take(59_999)).toBe(false);
    expect(budget.take(60_000)).toBe(true); // the start at 0 is a minute old
    expect(budget.take(60_001)).toBe(false);
  });

  it('starts at once after a stop, then waits twice as long after each failed start, up to a ceiling', () => {
    const budget = new RestartBudget(policy);
    expect([0, 1, 2, 3, 4, 5].map((failures) => budget.delay(failures))).toEqual([
      0, 1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
  });
});
