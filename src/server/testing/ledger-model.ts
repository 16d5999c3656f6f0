/**
 * The shop's money rules written out again from DESIGN 4, 5 and 7a and docs/decisions/007, for
 * ledger.property.test.ts. It imports nothing from the code under test: it predicts on its own what
 * an order costs, how many points it may use, whether the shop must accept it, and what every
 * customer holds afterwards (points, pending points, carried point money, lifetime spend, tier), and the test
 * compares the real API with it.
 *
 * Time (DESIGN 11.3, docs/decisions/074): deliveries happen on day 0 (the real day the test runs);
 * the model's clock counts whole days after it. A delivery's awards are pending until day
 * window + 1 (the start of the day after the window), when a release run at or after that day
 * makes them spendable and counts the buyer's spend (less refunds inside the window).
 *
 * Expiry (DESIGN 11.3, docs/decisions/080) is modelled by lots: every credit of spendable points
 * (an award spendable at once, a release, the shop's opening balances) is a lot dated on the day
 * it came, spending and take-backs empty the oldest lots first, and points given back (a cancelled
 * or refunded redemption) refill the newest lot that was emptied. With expiry on, a lot's points
 * expire at the start of the day after the same date N months after its day (or after the day
 * expiry was turned on or its period changed, if later); a month without that date ends on its
 * last day. Day 0 is the calendar date `firstDay`, so that the months are real ones.
 */

export type ModelStatus = 'pending' | 'active' | 'rejected';
export type ModelOrderStatus = 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
export type ModelMove = 'approve' | 'reject' | 'ship' | 'deliver' | 'cancel' | 'refund' | 'customer-cancel';

export const TIER_NAMES = ['Bronze', 'Silver', 'Gold', 'Diamond'] as const;

export interface ModelSettings {
  pointValuePaise: number;
  pointMoneyPerPointPaise: number;
  redemptionCapPercent: number;
  referralPercents: number[];
  /** DESIGN 7a: how many upline levels a delivery pays at most (1 to 5). */
  referralDepth: number;
  /** DESIGN 7a: off, only the direct referrer (level 1) earns. */
  multiLevelReferrals: boolean;
  /** Lifetime spend for Silver, Gold and Diamond. */
  thresholdsPaise: [number, number, number];
  /** Days after delivery that points stay pending; 0: spendable at once. */
  returnWindowDays: number;
}

/** The leaderboard's top-N offer (docs/decisions/032). */
export interface ModelLeaderboard {
  topCount: number;
  percent: number;
  isActive: boolean;
}

/** Customers join in index order: the earlier one wins a tie on lifetime points and spend. */
/** A credit of spendable points: the model's day it came, its size and what is left of it. */
interface ModelLot {
  day: number;
  size: number;
  left: number;
}

export interface ModelCustomer {
  /** Index of the referrer; null under the root A100. */
  parent: number | null;
  status: ModelStatus;
  points: number;
  /** Points awarded that wait for the return window. */
  pendingPoints: number;
  carryPaise: number;
  /** Points earned by orders and referrals, less their reversals (never spending or adjustments), once released. */
  lifetimePoints: number;
  spentPaise: number;
  /** Index into TIER_NAMES. */
  tier: number;
}

export interface ModelProduct {
  mrpPaise: number;
  pricePaise: number;
  /** Whole percents off MRP for Bronze, Silver, Gold and Diamond. */
  discounts: [number, number, number, number];
  stock: number;
}

export interface ModelLine {
  product: number;
  quantity: number;
  unitPricePaise: number;
  pointMoneyPaise: number;
  /** Units refunded by line so far (docs/decisions/069). */
  refunded: number;
}

export interface ModelOrder {
  buyer: number;
  status: ModelOrderStatus;
  lines: ModelLine[];
  subtotalPaise: number;
  /** The top-N offer the buyer's rank got when placing; null without it. */
  leaderboardDiscount: { rank: number; percent: number; discountPaise: number } | null;
  pointMoneyPaise: number;
  pointsUsed: number;
  amountPaidPaise: number;
  /** What delivery credited, per customer, so that a refund can undo exactly that; and what refunds by line undid so far. */
  awards: {
    who: number;
    points: number;
    carryPaise: number;
    /** The point money credited, and the paise a point cost then. */
    moneyPaise: number;
    rate: number;
    reversedPoints: number;
    reversedCarryPaise: number;
    /** The day its points become spendable; null once they are (at once, or released). */
    releaseDay: number | null;
  }[];
  /** The spend the buyer's release will count (less refunds inside the window); null once counted. */
  pendingSpendPaise: number | null;
  /** What refunds by line gave back of the points used, and took back of the spend, so far. */
  pointsReturned: number;
  spentTakenBackPaise: number;
}

/** What a refund by line must get: refused (with the status), or done (the order refunded whole or not). */
export type PartRefundPrediction = { status: 409 | 400 } | { status: 200; whole: boolean };

/** What a placement must get: the order as priced, or a refusal with the statuses it may carry. */
export type PlacementPrediction =
  | { accepted: true; order: ModelOrder; maxPoints: number }
  | { accepted: false; statuses: number[]; maxPoints: number };

/** DESIGN 5: who may move an order from where to where. */
const MOVES: Record<ModelMove, { from: ModelOrderStatus[]; to: ModelOrderStatus }> = {
  approve: { from: ['pending'], to: 'confirmed' },
  reject: { from: ['pending'], to: 'cancelled' },
  ship: { from: ['confirmed'], to: 'shipped' },
  deliver: { from: ['confirmed', 'shipped'], to: 'delivered' },
  cancel: { from: ['pending', 'confirmed', 'shipped'], to: 'cancelled' },
  refund: { from: ['delivered'], to: 'refunded' },
  'customer-cancel': { from: ['pending'], to: 'cancelled' },
};

export function moveLeadsTo(move: ModelMove, from: ModelOrderStatus): ModelOrderStatus | null {
  return MOVES[move].from.includes(from) ? MOVES[move].to : null;
}

/** MRP less the tier's whole-percent discount, to the paisa, half a paisa up: in integers. */
function unitPricePaise(product: ModelProduct, tier: number): number {
  return Math.floor((2 * product.mrpPaise * (100 - product.discounts[tier]!) + 100) / 200);
}

/** The calendar date (YYYY-MM-DD) `days` after `date`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The same date `months` later, or the last day of that month when it has no such date. */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

export function createLedgerModel(input: {
  customers: ModelCustomer[];
  products: ModelProduct[];
  settings: ModelSettings;
  leaderboard: ModelLeaderboard;
  /** The calendar date of day 0. */
  firstDay: string;
}) {
  const { customers, products, firstDay } = input;
  let settings = input.settings;
  let leaderboard = input.leaderboard;

  /** The model's clock: whole days after the day the deliveries happen. */
  let today = 0;

  /** Expiry: off, or N months counted from each lot's day or from `sinceDay`, whichever is later. */
  let expiry: { months: number; sinceDay: number } | null = null;

  /**
   * Each customer's lots, oldest first, and the points they owe (a balance below zero: spent or
   * taken back beyond every lot). The opening balance is a lot of day 0. What each has lost to
   * expiry so far is kept beside.
   */
  const wallets = customers.map((c) => ({
    lots: c.points > 0 ? [{ day: 0, size: c.points, left: c.points }] : ([] as ModelLot[]),
    owed: Math.max(0, -c.points),
    expired: 0,
  }));

  /** New spendable points: what is owed is paid first, the rest is a new lot of today. */
  const addLot = (who: number, points: number) => {
    const wallet = wallets[who]!;
    const paid = Math.min(wallet.owed, points);
    wallet.owed -= paid;
    wallet.lots.push({ day: today, size: points, left: points - paid });
    customers[who]!.points += points;
  };

  /** Points leaving the balance (spent, taken back): from the oldest lots first, then owed. */
  const takeOldest = (who: number, points: number) => {
    const wallet = wallets[who]!;
    let rest = points;
    for (const lot of wallet.lots) {
      const taken = Math.min(lot.left, rest);
      lot.left -= taken;
      rest -= taken;
    }
    wallet.owed += rest;
    customers[who]!.points -= points;
  };

  /** Points given back (a redemption undone): what is owed first, then the newest lot emptied. */
  const giveBack = (who: number, points: number) => {
    const wallet = wallets[who]!;
    const paid = Math.min(wallet.owed, points);
    wallet.owed -= paid;
    let rest = points - paid;
    for (const lot of [...wallet.lots].reverse()) {
      const back = Math.min(lot.size - lot.left, rest);
      lot.left += back;
      rest -= back;
    }
    if (rest > 0) throw new Error(`the model gave back ${rest} points no lot had held`);
    customers[who]!.points += points;
  };

  /** The first day on which a lot's points are gone: the day after the same date N months on. */
  const expiryDay = (lot: ModelLot, rule: { months: number; sinceDay: number }) => {
    const from = addDays(firstDay, Math.max(lot.day, rule.sinceDay));
    const gone = addDays(addMonths(from, rule.months), 1);
    return Math.round((Date.parse(gone) - Date.parse(firstDay)) / 86_400_000);
  };

  /**
   * Point money in: whole points at today's rate, the rest carried; money owed is paid first. The
   * points wait until the day after the window (pending), or are spendable at once with none.
   */
  const credit = (who: number, paise: number) => {
    const customer = customers[who]!;
    const total = customer.carryPaise + paise;
    const points = total < 0 ? 0 : Math.floor(total / settings.pointMoneyPerPointPaise);
    const carryPaise = total - points * settings.pointMoneyPerPointPaise - customer.carryPaise;
    const releaseDay = settings.returnWindowDays > 0 ? settings.returnWindowDays + 1 : null;
    if (releaseDay === null) {
      addLot(who, points);
      customer.lifetimePoints += points;
    } else customer.pendingPoints += points;
    customer.carryPaise += carryPaise;
    return {
      releaseDay,
      who,
      points,
      carryPaise,
      moneyPaise: paise,
      rate: settings.pointMoneyPerPointPaise,
      reversedPoints: 0,
      reversedCarryPaise: 0,
    };
  };

  /** `part / whole` of `total`, toward zero; all of it once the part is the whole (docs/decisions/069). */
  const shareOf = (total: number, part: number, whole: number) =>
    part >= whole ? total : Math.trunc((total * part) / whole);

  /**
   * Level 1 is the parent; the walk ends at the root or at the last level paid: the depth, or level 1
   * with multi-level rewards off, and never past the last percentage set (DESIGN 7a).
   */
  const uplines = (buyer: number) => {
    const found: { who: number; level: number }[] = [];
    const deepest = Math.min(
      settings.referralPercents.length,
      settings.multiLevelReferrals ? settings.referralDepth : 1,
    );
    let at = customers[buyer]!.parent;
    for (let level = 1; at !== null && level <= deepest; level++) {
      found.push({ who: at, level });
      at = customers[at]!.parent;
    }
    return found;
  };

  const tierFor = (spentPaise: number) => settings.thresholdsPaise.filter((at) => spentPaise >= at).length;

  /** Points taken back from an award: pending ones while it waits, spendable (and lifetime) ones after. */
  const takeBack = (award: ModelOrder['awards'][number], points: number) => {
    const customer = customers[award.who]!;
    if (award.releaseDay !== null) customer.pendingPoints -= points;
    else {
      takeOldest(award.who, points);
      customer.lifetimePoints -= points;
    }
  };

  /** Wholly refunded: nothing of the order waits for a release any more (its awards are voided). */
  const voidWaits = (order: ModelOrder) => {
    for (const award of order.awards) award.releaseDay = null;
    order.pendingSpendPaise = null;
  };

  /** Spend taken back by a refund: from what the release will count while it waits, else from the customer's. */
  const takeBackSpend = (order: ModelOrder, paise: number) => {
    if (order.pendingSpendPaise !== null)
      order.pendingSpendPaise = Math.max(0, order.pendingSpendPaise - paise);
    else customers[order.buyer]!.spentPaise = Math.max(0, customers[order.buyer]!.spentPaise - paise);
  };

  /**
   * Only active customers who have earned points rank: by lifetime points, then lifetime spend,
   * then who joined first (this shop's customers are the only ones ranked).
   */
  const rankOf = (who: number): number | null => {
    const ranked = (c: ModelCustomer) => c.status === 'active' && c.lifetimePoints > 0;
    const me = customers[who]!;
    if (!ranked(me)) return null;
    const ahead = customers.filter(
      (c, index) =>
        ranked(c) &&
        (c.lifetimePoints > me.lifetimePoints ||
          (c.lifetimePoints === me.lifetimePoints &&
            (c.spentPaise > me.spentPaise || (c.spentPaise === me.spentPaise && index < who)))),
    );
    return ahead.length + 1;
  };

  /**
   * The offer for this buyer now: an active config and a rank within its top count. Each line gives
   * the percent of what it sells for, but never goes below its company price (DESIGN 4); the shares
   * are added in hundredths of a paisa and rounded once, half up.
   */
  const offerFor = (buyer: number, lines: ModelLine[]) => {
    const rank = rankOf(buyer);
    if (!leaderboard.isActive || rank === null || rank > leaderboard.topCount) return null;
    let hundredths = 0;
    for (const line of lines) {
      const sellsFor = line.unitPricePaise * line.quantity;
      const aboveCompanyPrice = Math.max(0, sellsFor - products[line.product]!.pricePaise * line.quantity);
      hundredths += Math.min(sellsFor * leaderboard.percent, 100 * aboveCompanyPrice);
    }
    const discountPaise = Math.floor((hundredths + 50) / 100);
    return { rank, percent: leaderboard.percent, discountPaise };
  };

  /** The most points this buyer may use on what is left to pay (DESIGN 4): none below a positive balance. */
  const maxPoints = (buyer: number, subtotalPaise: number) => {
    const held = customers[buyer]!.points;
    if (held <= 0) return 0;
    const byCap = Math.floor(
      (subtotalPaise * settings.redemptionCapPercent) / (100 * settings.pointValuePaise),
    );
    return Math.min(held, byCap);
  };

  return {
    customers,
    products,
    settingsChanged(next: ModelSettings) {
      settings = next;
    },
    leaderboardChanged(next: ModelLeaderboard) {
      leaderboard = next;
    },

    /** Points expire after `months` (null: never); turned on or changed, counted from today. */
    expiryChanged(months: number | null) {
      if (months === null) expiry = null;
      else if (expiry?.months !== months) expiry = { months, sinceDay: today };
    },

    /**
     * An expiry run today (after the day's release): every lot whose points are gone by today
     * loses what is left of it, the customer's balance with it (lifetime points stay: they were
     * earned). Nothing while expiry is off.
     */
    expire() {
      if (!expiry) return;
      for (const [who, wallet] of wallets.entries()) {
        for (const lot of wallet.lots) {
          if (lot.left === 0 || expiryDay(lot, expiry) > today) continue;
          wallet.expired += lot.left;
          customers[who]!.points -= lot.left;
          lot.left = 0;
        }
      }
    },

    /** The points each customer has lost to expiry so far. */
    expiredPoints() {
      return wallets.map((w) => w.expired);
    },

    /** A disabled (rejected) customer is signed out: their requests are not theirs any more. */
    signedIn(who: number) {
      return customers[who]!.status !== 'rejected';
    },

    /** DESIGN 6: an admin decides a pending registration once; false when it is not pending. */
    decideRegistration(who: number, approve: boolean): boolean {
      const customer = customers[who]!;
      if (customer.status !== 'pending') return false;
      customer.status = approve ? 'active' : 'rejected';
      return true;
    },

    /** The cart priced at the buyer's tier now, and the most points they may use on it. */
    quote(buyer: number, items: { product: number; quantity: number }[]) {
      const tier = customers[buyer]!.tier;
      const lines: ModelLine[] = items.map(({ product, quantity }) => {
        const p = products[product]!;
        return {
          product,
          quantity,
          unitPricePaise: unitPricePaise(p, tier),
          pointMoneyPaise: Math.max(0, p.mrpPaise - p.pricePaise) * quantity,
          refunded: 0,
        };
      });
      const subtotalPaise = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
      // The offer comes off the tier-priced subtotal first; points are capped on what is left.
      const leaderboardDiscount = offerFor(buyer, lines);
      const toPayPaise = subtotalPaise - (leaderboardDiscount?.discountPaise ?? 0);
      return {
        lines,
        subtotalPaise,
        leaderboardDiscount,
        toPayPaise,
        maxPoints: maxPoints(buyer, toPayPaise),
      };
    },

    /** Says whether the shop must take this cart with these points, and what the order holds. */
    predictPlacement(
      buyer: number,
      items: { product: number; quantity: number }[],
      pointsToUse: number,
    ): PlacementPrediction {
      const { lines, subtotalPaise, leaderboardDiscount, toPayPaise, maxPoints } = this.quote(buyer, items);
      if (!this.signedIn(buyer)) return { accepted: false, statuses: [401], maxPoints };
      const statuses = [
        ...(pointsToUse > maxPoints ? [400] : []),
        ...(items.some((i) => i.quantity > products[i.product]!.stock) ? [409] : []),
      ];
      if (statuses.length > 0) return { accepted: false, statuses, maxPoints };
      const order: ModelOrder = {
        buyer,
        status: 'pending',
        lines,
        subtotalPaise,
        leaderboardDiscount,
        // The offer is paid out of the order's point money, never below zero (DESIGN 4).
        pointMoneyPaise: Math.max(
          0,
          lines.reduce((sum, l) => sum + l.pointMoneyPaise, 0) - (leaderboardDiscount?.discountPaise ?? 0),
        ),
        pointsUsed: pointsToUse,
        amountPaidPaise: toPayPaise - pointsToUse * settings.pointValuePaise,
        awards: [],
        pendingSpendPaise: null,
        pointsReturned: 0,
        spentTakenBackPaise: 0,
      };
      return { accepted: true, order, maxPoints };
    },

    /**
     * The clock moves `days` on and a release run happens: every award due by then becomes
     * spendable (what refunds left of it), and each buyer's release counts the order's spend and
     * raises the tier by the thresholds of now.
     */
    released(days: number, orders: ModelOrder[]) {
      today += days;
      for (const order of orders) {
        for (const award of order.awards) {
          if (award.releaseDay === null || award.releaseDay > today) continue;
          const left = award.points - award.reversedPoints;
          award.releaseDay = null;
          const customer = customers[award.who]!;
          customer.pendingPoints -= left;
          addLot(award.who, left);
          customer.lifetimePoints += left;
        }
        if (order.pendingSpendPaise !== null && order.awards[0]?.releaseDay === null) {
          const buyer = customers[order.buyer]!;
          buyer.spentPaise += order.pendingSpendPaise;
          buyer.tier = Math.max(buyer.tier, tierFor(buyer.spentPaise));
          order.pendingSpendPaise = null;
        }
      }
    },

    /** Placed: the points leave the balance and the stock leaves the shelf. */
    placed(order: ModelOrder) {
      takeOldest(order.buyer, order.pointsUsed);
      for (const line of order.lines) products[line.product]!.stock -= line.quantity;
    },

    /** Applies a move the shop accepted. */
    moved(order: ModelOrder, to: ModelOrderStatus) {
      order.status = to;
      const buyer = customers[order.buyer]!;
      if (to === 'cancelled') {
        giveBack(order.buyer, order.pointsUsed);
        for (const line of order.lines) products[line.product]!.stock += line.quantity;
      }
      if (to === 'delivered') {
        order.awards.push(credit(order.buyer, order.pointMoneyPaise));
        for (const { who, level } of uplines(order.buyer)) {
          const percent = settings.referralPercents[level - 1]!;
          const reward = Math.floor((order.pointMoneyPaise * percent) / 100);
          // DESIGN 4: only active (approved) customers earn referral rewards.
          if (customers[who]!.status === 'active' && reward > 0) order.awards.push(credit(who, reward));
        }
        if (settings.returnWindowDays > 0) order.pendingSpendPaise = order.amountPaidPaise;
        else {
          buyer.spentPaise += order.amountPaidPaise;
          buyer.tier = Math.max(buyer.tier, tierFor(buyer.spentPaise));
        }
      }
      if (to === 'refunded') {
        // Undo exactly what delivery recorded and refunds by line did not undo yet, whatever the
        // settings are now; give the rest of the points back.
        for (const award of order.awards) {
          takeBack(award, award.points - award.reversedPoints);
          customers[award.who]!.carryPaise -= award.carryPaise - award.reversedCarryPaise;
          award.reversedPoints = award.points;
          award.reversedCarryPaise = award.carryPaise;
        }
        giveBack(order.buyer, order.pointsUsed - order.pointsReturned);
        takeBackSpend(order, order.amountPaidPaise - order.spentTakenBackPaise);
        voidWaits(order);
        for (const line of order.lines) line.refunded = line.quantity;
      }
    },

    /**
     * A refund by line (docs/decisions/069), asked as units of the order's lines by index: refused
     * unless delivered (409), or with a line asked twice or more units than it has left (400);
     * otherwise the units go back on the shelf and each award, the points used and the spend move
     * by their share of everything refunded so far less what earlier refunds moved. The refund that
     * leaves nothing unrefunded makes the order refunded.
     */
    partRefund(order: ModelOrder, asked: { line: number; quantity: number }[]): PartRefundPrediction {
      if (order.status !== 'delivered') return { status: 409 };
      const lines = new Set(asked.map((a) => a.line));
      if (lines.size !== asked.length) return { status: 400 };
      if (asked.some((a) => a.quantity > order.lines[a.line]!.quantity - order.lines[a.line]!.refunded))
        return { status: 400 };
      for (const a of asked) {
        order.lines[a.line]!.refunded += a.quantity;
        products[order.lines[a.line]!.product]!.stock += a.quantity;
      }
      const sum = (f: (l: ModelLine) => number) => order.lines.reduce((total, l) => total + f(l), 0);
      const value = {
        part: sum((l) => l.unitPricePaise * l.refunded),
        whole: sum((l) => l.unitPricePaise * l.quantity),
      };
      const pointMoneyWhole = sum((l) => l.pointMoneyPaise);
      const byPointMoney =
        pointMoneyWhole > 0
          ? { part: sum((l) => shareOf(l.pointMoneyPaise, l.refunded, l.quantity)), whole: pointMoneyWhole }
          : value;
      for (const award of order.awards) {
        // The award's point money's share goes back: its whole points' share at the rate it
        // converted at, the rest as carry (which may leave point money owed).
        const pointsShare = shareOf(award.points, byPointMoney.part, byPointMoney.whole);
        const moneyShare = shareOf(award.moneyPaise, byPointMoney.part, byPointMoney.whole);
        const points = pointsShare - award.reversedPoints;
        const carry = moneyShare - pointsShare * award.rate - award.reversedCarryPaise;
        takeBack(award, points);
        customers[award.who]!.carryPaise -= carry;
        award.reversedPoints += points;
        award.reversedCarryPaise += carry;
      }
      const returned = shareOf(order.pointsUsed, value.part, value.whole) - order.pointsReturned;
      giveBack(order.buyer, returned);
      order.pointsReturned += returned;
      const spent = shareOf(order.amountPaidPaise, value.part, value.whole) - order.spentTakenBackPaise;
      takeBackSpend(order, spent);
      order.spentTakenBackPaise += spent;
      const whole = order.lines.every((l) => l.refunded === l.quantity);
      if (whole) {
        order.status = 'refunded';
        voidWaits(order);
      }
      return { status: 200, whole };
    },
  };
}
