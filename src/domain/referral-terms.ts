import { ROOT_CODE } from './customer-code';
import { SHOP_NAME } from './document-title';
import { formatPaise } from './money';
import { convertPointMoney, pointsPhrase, referralRewardsPaise } from './points';
import { paidReferralPercents, type ReferralLevelSettings } from './referral-levels';
import type { ReferralTermsFacts } from './referral-terms.schemas';

/**
 * The public referral terms (DESIGN 7a, 11.3; docs/decisions/078), written from the shop's loyalty
 * settings so that they always say what the shop pays: no number on the page is typed by hand.
 */

/** The loyalty settings the terms are made from (a return window once the settings hold one). */
export interface ReferralTermsSettings extends ReferralLevelSettings {
  pointValuePaise: number;
  pointMoneyPerPointPaise: number;
}

/**
 * The days after delivery before points can be spent, when the settings hold `returnWindowDays`
 * (issue 24 adds it); null for settings without it, whose rewards are spendable at delivery.
 */
export function returnWindowDaysOf(settings: object): number | null {
  const days = (settings as { returnWindowDays?: unknown }).returnWindowDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 ? days : null;
}

/** What the terms page needs of the settings, and nothing else: the paid levels only. */
export function referralTermsFacts(settings: ReferralTermsSettings): ReferralTermsFacts {
  return {
    levelPercents: paidReferralPercents(settings),
    pointValuePaise: settings.pointValuePaise,
    pointMoneyPerPointPaise: settings.pointMoneyPerPointPaise,
    returnWindowDays: returnWindowDaysOf(settings),
  };
}

/** The worked example's purchase: ₹1,000 of goods that earn ₹100 of point money. */
export const EXAMPLE_PURCHASE_PAISE = 1_000_00;
export const EXAMPLE_POINT_MONEY_PAISE = 100_00;

export interface ReferralLevelTerm {
  level: number;
  /** Whose purchases pay this level, seen from the member who earns. */
  buyer: string;
  percent: number;
}

export interface ReferralTerms {
  /** False when no level is paid (every percentage is 0): the page says so instead of an example. */
  active: boolean;
  /** One sentence on how far rewards reach. */
  reach: string;
  levels: ReferralLevelTerm[];
  /** The worked example, one sentence per paid level. */
  example: string[];
  rules: { title: string; text: string }[];
}

function buyerAt(level: number): string {
  if (level === 1) return 'A friend you referred';
  if (level === 2) return 'Someone your friend referred';
  return `Someone ${level} steps down your referral line`;
}

/** "₹10.00 of point money, which makes 2 points (worth ₹10.00 here)", by the shop's own conversion. */
function rewardInWords(rewardPaise: number, facts: ReferralTermsFacts): string {
  const { points, carriedPaise } = convertPointMoney(0, rewardPaise, facts.pointMoneyPerPointPaise);
  const money = `${formatPaise(rewardPaise)} of point money`;
  if (points === 0) return `${money}, which adds up with your other point money until it makes a point`;
  const made = `${money}, which makes ${pointsPhrase(points)} (worth ${formatPaise(points * facts.pointValuePaise)} here)`;
  return carriedPaise > 0 ? `${made}, and ${formatPaise(carriedPaise)} waits towards your next point` : made;
}

function exampleSentences(facts: ReferralTermsFacts): string[] {
  const rewards = referralRewardsPaise(EXAMPLE_POINT_MONEY_PAISE, facts.levelPercents);
  return rewards.map((rewardPaise, index) => {
    const percent = facts.levelPercents[index]!;
    const earns = `you earn ${percent}% of it, ${rewardInWords(rewardPaise, facts)}.`;
    if (index === 0)
      return `Your friend buys ${formatPaise(EXAMPLE_PURCHASE_PAISE)} of goods that earn ${formatPaise(EXAMPLE_POINT_MONEY_PAISE)} of point money: ${earns}`;
    return `If ${buyerAt(index + 1).toLowerCase()} buys the same, ${earns}`;
  });
}

function purchasesRule(returnWindowDays: number | null): string {
  const only = 'Rewards come only from purchases that were delivered and not returned, never from sign-ups.';
  if (!returnWindowDays) return `${only} If goods are returned, the rewards they earned are taken back.`;
  const days = `${returnWindowDays} ${returnWindowDays === 1 ? 'day' : 'days'}`;
  return `${only} They can be spent ${days} after delivery, once the return window has closed; goods returned within the window earn nothing.`;
}

/** The referral terms as the page shows them, from the shop's settings. */
export function referralTerms(facts: ReferralTermsFacts): ReferralTerms {
  const levels = facts.levelPercents.map((percent, index) => ({
    level: index + 1,
    buyer: buyerAt(index + 1),
    percent,
  }));
  const active = facts.levelPercents.some((percent) => percent > 0);
  const reach = !active
    ? 'Referral rewards are switched off at the moment: purchases by people you refer earn you nothing for now.'
    : levels.length === 1
      ? 'You earn a share of the point money on purchases by friends you referred: one level only, not their referrals.'
      : `You earn a share of the point money on purchases by friends you referred, and by their referrals, down to ${levels.length} levels.`;
  return {
    active,
    reach,
    levels,
    example: active ? exampleSentences(facts) : [],
    rules: [
      {
        title: 'Free to join',
        text: 'There is no joining fee and nothing to buy to join. Nobody earns anything for signing someone up.',
      },
      {
        title: 'Points, not cash',
        text: `Rewards are points you can spend only at ${SHOP_NAME}: every ${formatPaise(facts.pointMoneyPerPointPaise)} of point money makes 1 point, and 1 point takes ${formatPaise(facts.pointValuePaise)} off your bill. Points cannot be cashed out or given to anyone else.`,
      },
      { title: 'Only delivered purchases', text: purchasesRule(facts.returnWindowDays) },
      {
        title: 'Who earns',
        text: `Only approved members earn. An account still waiting for approval, or one the shop has rejected, earns nothing. The shop's own code, ${ROOT_CODE}, earns nothing: if you join without a friend's code, nobody earns from your purchases.`,
      },
      {
        title: 'Fair play',
        text: 'Nobody can refer themselves. When a new member shares an address, a phone or computer, or a UPI payer name with the person who referred them, the shop may review the referral and hold its rewards until it has checked. Families living together are welcome: a review is not a refusal.',
      },
      {
        title: 'Changes',
        text: 'The shop may change these percentages. A change applies to purchases delivered from then on; rewards already earned stay yours.',
      },
    ],
  };
}
