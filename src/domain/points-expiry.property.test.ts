import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiryInstant, nextExpiry, pointsDueToExpire, type Credit } from './points-expiry';
import { createPointLots } from './points-lots';

const HOUR = 3_600_000;

/** What happens to a customer's points, hours apart: credits, spends (or take-backs), points given back, expiry runs. */
const step = fc.record({
  hours: fc.integer({ min: 0, max: 24 * 120 }),
  action: fc.oneof(
    fc.record({ kind: fc.constant('credit' as const), points: fc.integer({ min: 1, max: 500 }) }),
    fc.record({ kind: fc.constant('spend' as const), points: fc.integer({ min: 1, max: 600 }) }),
    fc.record({ kind: fc.constant('give back' as const), points: fc.integer({ min: 1, max: 600 }) }),
    fc.record({ kind: fc.constant('run' as const) }),
  ),
});

describe('expiry from the ledger alone equals expiry lot by lot (docs/decisions/080)', () => {
  it('expires the same points at every run and predicts the same next expiry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 24 * 400 }),
        fc.array(step, { maxLength: 60 }),
        (months, sinceHours, steps) => {
          // Whole hours after a Kolkata midnight: runs fall on the very moment points expire too.
          const start = new Date('2024-12-31T18:30:00Z');
          const rule = { months, since: new Date(+start + sinceHours * HOUR) };
          const lots = createPointLots();
          const credits: Credit[] = [];
          let balance = 0;
          let spent = 0;
          let now = start;
          for (const { hours, action } of steps) {
            now = new Date(+now + hours * HOUR);
            if (action.kind === 'credit') {
              const expiresAt = expiryInstant(now, rule);
              lots.credit(action.points, expiresAt);
              credits.push({ points: action.points, expiresAt });
              balance += action.points;
            } else if (action.kind === 'spend') {
              lots.spend(action.points);
              balance -= action.points;
              spent += action.points;
            } else if (action.kind === 'give back') {
              const points = Math.min(action.points, spent);
              lots.giveBack(points);
              balance += points;
              spent -= points;
            } else {
              const due = pointsDueToExpire(balance, credits, now);
              expect(due).toBe(lots.expire(now));
              balance -= due;
            }
            expect(balance).toBe(lots.balance());
            expect(nextExpiry(balance, credits, now)).toEqual(lots.next(now));
          }
        },
      ),
    );
  });
});
