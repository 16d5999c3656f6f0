/**
 * Points kept lot by lot: the model docs/decisions/080's ledger formula is checked against
 * (points-expiry.property.test.ts). Each credit is a lot with its expiry; spending and take-backs
 * empty the oldest lots first (beyond them the balance goes below zero, paid off by the next credit);
 * points given back (a cancelled or refunded redemption) fill the newest lots that were emptied,
 * so they keep an expiry no sooner than the one they had; a run empties the lots that have expired.
 */
export function createPointLots() {
  const lots: { size: number; left: number; expiresAt: Date }[] = [];
  let owed = 0;

  const credit = (points: number, expiresAt: Date) => {
    const paid = Math.min(owed, points);
    owed -= paid;
    lots.push({ size: points, left: points - paid, expiresAt });
  };

  const spend = (points: number) => {
    let left = points;
    for (const lot of lots) {
      const taken = Math.min(lot.left, left);
      lot.left -= taken;
      left -= taken;
    }
    owed += left;
  };

  const giveBack = (points: number) => {
    const paid = Math.min(owed, points);
    owed -= paid;
    let left = points - paid;
    for (const lot of [...lots].reverse()) {
      const room = Math.min(lot.size - lot.left, left);
      lot.left += room;
      left -= room;
    }
    if (left > 0) throw new Error('gave back more than was ever credited');
  };

  /** Empties every lot expired at `now`; the points it took. */
  const expire = (now: Date) => {
    let expired = 0;
    for (const lot of lots)
      if (lot.expiresAt <= now) {
        expired += lot.left;
        lot.left = 0;
      }
    return expired;
  };

  /** The oldest lot holding points expires first (with any lot expiring the same moment); expired ones, now. */
  const next = (now: Date): { points: number; on: Date } | null => {
    const held = lots.filter((lot) => lot.left > 0);
    const dead = held.filter((lot) => lot.expiresAt <= now);
    if (dead.length) return { points: dead.reduce((s, l) => s + l.left, 0), on: now };
    const first = held[0];
    if (!first) return null;
    const same = held.filter((lot) => +lot.expiresAt === +first.expiresAt);
    return { points: same.reduce((s, l) => s + l.left, 0), on: first.expiresAt };
  };

  const balance = () => lots.reduce((s, l) => s + l.left, 0) - owed;

  return { credit, spend, giveBack, expire, next, balance };
}
