import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raisedTier, type TierThresholds } from './tier-rules';
import type { Tier } from './tiers';

const LADDER: Tier[] = ['Bronze', 'Silver', 'Gold', 'Diamond'];

/**
 * Rising whole-rupee thresholds, as the Loyalty settings allow them (Silver < Gold < Diamond).
 * Small ones, with whole-rupee orders below, so that a spend often lands exactly on a threshold.
 */
const thresholds = fc
  .uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 3, maxLength: 3 })
  .map((rupees): TierThresholds => {
    const [silver, gold, diamond] = [...rupees].sort((a, b) => a - b).map((r) => r * 100);
    return { silverPaise: silver!, goldPaise: gold!, diamondPaise: diamond! };
  });

/** A delivered order adds its amount to the lifetime spend; a refund takes it back (not below zero). */
const event = fc.record({
  delivered: fc.boolean(),
  paise: fc.oneof(
    fc.integer({ min: 0, max: 25 }).map((rupees) => rupees * 100),
    fc.integer({ min: 0, max: 10_000 }),
  ),
});

describe('tiers over a customer’s orders (property)', () => {
  it('are the highest tier any delivery’s lifetime spend reached, never lowered by refunds', () => {
    fc.assert(
      fc.property(thresholds, fc.array(event, { maxLength: 25 }), (t, events) => {
        let spend = 0;
        let tier: Tier = 'Bronze';
        let highestReached = 0;
        for (const { delivered, paise } of events) {
          if (!delivered) {
            spend = Math.max(0, spend - paise); // DESIGN 4: a refund never lowers the tier
            continue;
          }
          spend += paise;
          tier = raisedTier(tier, spend, t);
          const reached = [t.silverPaise, t.goldPaise, t.diamondPaise].filter((at) => spend >= at).length;
          highestReached = Math.max(highestReached, reached);
          expect(tier).toBe(LADDER[highestReached]);
        }
      }),
      { numRuns: 500 },
    );
  });
});
