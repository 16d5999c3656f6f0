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
