/**
 * Point money converts to points at a fixed rate (default ₹5 of point money = 1 point);
 * what is left below one point carries over to the next award (SPEC section 4).
 * A negative carry (point money still owed after a refund, see docs/decisions/007) is paid off
 * first: nothing converts until the total is back above zero.
 */
export function convertPointMoney(
  carriedPaise: number,
  earnedPaise: number,
  paisePerPoint: number,
): { points: number; carriedPaise: number } {
  const total = carriedPaise + earnedPaise;
  if (total < 0) return { points: 0, carriedPaise: total };
  return { points: Math.floor(total / paisePerPoint), carriedPaise: total % paisePerPoint };
}

/**
 * Referral rewards for one delivered order: level 1 is the parent, level 2 the grandparent, ...
 * Each level earns the order's point money times its percent, rounded down to the paisa.
 */
export function referralRewardsPaise(
  orderPointMoneyPaise: number,
  levelPercents: readonly number[],
): number[] {
  return levelPercents.map((percent) => Math.floor((orderPointMoneyPaise * percent) / 100));
}

const wholeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** DESIGN 10: points read as whole numbers with Indian digit grouping (1,23,456). The one points formatter. */
export function formatPoints(points: number): string {
  return wholeNumber.format(points);
}

/** The word for this many points: "point" for exactly one (either way), "points" otherwise. */
export function pointsWord(points: number): 'point' | 'points' {
  return Math.abs(points) === 1 ? 'point' : 'points';
}

/** A number of points in words: "1 point", "0 points", "1,250 points". */
export function pointsPhrase(points: number): string {
  return `${formatPoints(points)} ${pointsWord(points)}`;
}

/**
 * What a points balance is worth at checkout, at the shop's point value: a balance below zero
 * (owed after a refund, docs/decisions/007) is worth nothing until it is positive again.
 */
export function balanceWorthPaise(points: number, pointValuePaise: number): number {
  return Math.max(0, points) * pointValuePaise;
}
