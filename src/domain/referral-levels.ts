/**
 * DESIGN 7a's guardrails on the referral scheme (docs/decisions/030): rewards reach at most
 * REFERRAL_DEPTH_CAP upline levels, ever; the admin chooses a depth up to that (3 by default); and
 * a switch turns multi-level rewards off, so only the direct referrer (level 1) earns.
 */

/** The most upline levels any setting may pay (and the most percentages the settings hold). */
export const REFERRAL_DEPTH_CAP = 5;

/** The referral depth a shop starts with (DESIGN 7a). */
export const DEFAULT_REFERRAL_DEPTH = 3;

export interface ReferralLevelSettings {
  /** Level 1's share first (the buyer's referrer), then level 2's, ... */
  referralPercents: readonly number[];
  /** How many upline levels are paid, 1 to REFERRAL_DEPTH_CAP. */
  referralDepth: number;
  /** Off: only level 1 is paid, whatever the depth and percentages say. */
  multiLevelReferrals: boolean;
}

/**
 * How many upline levels a delivery pays: with multi-level rewards on, as many percentages as
 * there are, down to the depth; off, level 1 only. Percentages past that are kept, not paid.
 */
export function paidReferralLevels(settings: ReferralLevelSettings): number {
  const levels = settings.multiLevelReferrals ? settings.referralDepth : 1;
  return Math.max(0, Math.min(levels, settings.referralPercents.length));
}

/** The percentage of each level a delivery pays, level 1 first. */
export function paidReferralPercents(settings: ReferralLevelSettings): number[] {
  return settings.referralPercents.slice(0, paidReferralLevels(settings));
}

/** Whether a level (1 = the referrer) is paid, or why not: the switch is off, or it is past the depth. */
export function referralLevelStatus(
  settings: ReferralLevelSettings,
  level: number,
): 'paid' | 'multi-level off' | 'beyond depth' {
  if (level <= paidReferralLevels(settings)) return 'paid';
  return !settings.multiLevelReferrals && level > 1 ? 'multi-level off' : 'beyond depth';
}
