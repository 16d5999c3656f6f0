import type { ExpiryRule } from '../../../domain/points-expiry';
import type { LoyaltySettings, PublicSettings } from '../../../domain/settings.schemas';
import { referralTermsFacts } from '../../../domain/referral-terms';
import type { ReferralTermsFacts } from '../../../domain/referral-terms.schemas';
import { recordAudit } from '../../audit/audit-log';
import { prepared, type Database, type Queryable } from '../../db/client';

/** The one settings record (DESIGN 4): every loyalty number lives here, never in code. */
export type { LoyaltySettings };

export async function loadLoyaltySettings(db: Queryable): Promise<LoyaltySettings> {
  const [row] = await db.query<{
    point_value_paise: number;
    point_money_per_point_paise: number;
    redemption_cap_percent: number;
    referral_percents: number[];
    referral_depth: number;
    multi_level_referrals: boolean;
    silver_threshold_paise: number;
    gold_threshold_paise: number;
    diamond_threshold_paise: number;
    store_upi_id: string;
    store_upi_name: string;
    return_window_days: number;
    referral_review: boolean;
    referral_burst_members: number;
    referral_burst_hours: number;
    points_expire_after_months: number | null;
  }>(
    // Named columns, not *: the answer's shape stays the prepared statement's whatever order they were added in.
    prepared(`select point_value_paise, point_money_per_point_paise, redemption_cap_percent, referral_percents,
       referral_depth, multi_level_referrals, silver_threshold_paise, gold_threshold_paise, diamond_threshold_paise,
       store_upi_id, store_upi_name, return_window_days, referral_review, referral_burst_members, referral_burst_hours,
       points_expire_after_months from settings`),
  );
  if (!row) throw new Error('settings row is missing');
  return {
    pointValuePaise: row.point_value_paise,
    pointMoneyPerPointPaise: row.point_money_per_point_paise,
    redemptionCapPercent: row.redemption_cap_percent,
    referralPercents: row.referral_percents,
    referralDepth: row.referral_depth,
    multiLevelReferrals: row.multi_level_referrals,
    tierThresholds: {
      silverPaise: row.silver_threshold_paise,
      goldPaise: row.gold_threshold_paise,
      diamondPaise: row.diamond_threshold_paise,
    },
    storeUpiId: row.store_upi_id,
    storeUpiName: row.store_upi_name,
    returnWindowDays: row.return_window_days,
    referralReview: row.referral_review,
    referralBurstMembers: row.referral_burst_members,
    referralBurstHours: row.referral_burst_hours,
    pointsExpireAfterMonths: row.points_expire_after_months,
  };
}

/** Expiry as the ledger reads it (docs/decisions/080): null while points never expire. */
export async function loadExpiryRule(db: Queryable): Promise<ExpiryRule | null> {
  const [row] = await db.query<{ months: number | null; since: Date | null }>(
    prepared('select points_expire_after_months as months, points_expire_since as since from settings'),
  );
  return row?.months && row.since ? { months: row.months, since: row.since } : null;
}

/** What every visitor may know of the settings: the numbers the shop's screens explain points with. */
export async function loadPublicSettings(db: Queryable): Promise<PublicSettings> {
  const { pointValuePaise, pointMoneyPerPointPaise, redemptionCapPercent } = await loadLoyaltySettings(db);
  return { pointValuePaise, pointMoneyPerPointPaise, redemptionCapPercent };
}

/** What the public referral terms say (DESIGN 7a): the paid levels only, none of the other settings. */
export async function loadReferralTermsFacts(db: Queryable): Promise<ReferralTermsFacts> {
  return referralTermsFacts(await loadLoyaltySettings(db));
}

/**
 * Saves the admin's settings, audited with what they were and what they became, in one
 * transaction. They apply to events from now on; history is never rewritten.
 */
export async function saveLoyaltySettings(
  db: Database,
  adminId: string,
  s: LoyaltySettings,
): Promise<LoyaltySettings> {
  await db.transaction(async (tx) => {
    const before = await loadLoyaltySettings(tx);
    await tx.query(
      `update settings set point_value_paise = $1, point_money_per_point_paise = $2, redemption_cap_percent = $3,
         referral_percents = $4, silver_threshold_paise = $5, gold_threshold_paise = $6, diamond_threshold_paise = $7,
         store_upi_id = $8, store_upi_name = $9, referral_depth = $10, multi_level_referrals = $11,
         return_window_days = $13, referral_review = $14, referral_burst_members = $15,
         referral_burst_hours = $16,
         -- The period's start moves only when the period changes (docs/decisions/080).
         points_expire_since = case when $17::integer is null then null
           when points_expire_after_months is distinct from $17 then now() else points_expire_since end,
         points_expire_after_months = $17, updated_at = now(), updated_by = $12`,
      [
        s.pointValuePaise,
        s.pointMoneyPerPointPaise,
        s.redemptionCapPercent,
        JSON.stringify(s.referralPercents),
        s.tierThresholds.silverPaise,
        s.tierThresholds.goldPaise,
        s.tierThresholds.diamondPaise,
        s.storeUpiId,
        s.storeUpiName,
        s.referralDepth,
        s.multiLevelReferrals,
        adminId,
        s.returnWindowDays,
        s.referralReview,
        s.referralBurstMembers,
        s.referralBurstHours,
        s.pointsExpireAfterMonths === undefined ? before.pointsExpireAfterMonths : s.pointsExpireAfterMonths,
      ],
    );
    await recordAudit(tx, {
      adminId,
      action: 'settings.update',
      entity: 'settings',
      entityId: null,
      details: { before, after: await loadLoyaltySettings(tx) },
    });
  });
  return loadLoyaltySettings(db);
}
