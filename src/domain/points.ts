/**
 * Point money converts to points at a fixed rate (default ₹5 of point money = 1 point);
 * what is left below one point carries over to the next award (SPEC section 4).
 */
export function convertPointMoney(
  carriedPaise: number,
  earnedPaise: number,
  paisePerPoint: number,
): { points: number; carriedPaise: number } {
  const total = carriedPaise + earnedPaise;
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

/**
 * Takes point money back (a refund reverses what an order earned): from the carried
 * remainder first, then whole points, returning change below one point to the carry.
 * Lossless: pointsDelta × rate + (new carry − old carry) = −amount. The balance may go negative.
 */
export function deductPointMoney(
  carriedPaise: number,
  amountPaise: number,
  paisePerPoint: number,
): { pointsDelta: number; carriedPaise: number } {
  const remaining = carriedPaise - amountPaise;
  if (remaining >= 0) return { pointsDelta: 0, carriedPaise: remaining };
  const pointsTaken = Math.ceil(-remaining / paisePerPoint);
  return { pointsDelta: -pointsTaken, carriedPaise: remaining + pointsTaken * paisePerPoint };
}
