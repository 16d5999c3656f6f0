import type { TierThresholds } from '../../../domain/tier-rules';
import type { Queryable } from '../../db/client';

/** The one settings record (DESIGN 4): every loyalty number lives here, never in code. */
export interface LoyaltySettings {
  pointValuePaise: number;
  pointMoneyPerPointPaise: number;
  redemptionCapPercent: number;
  referralPercents: number[];
  tierThresholds: TierThresholds;
  storeUpiId: string;
  storeUpiName: string;
}

export async function loadLoyaltySettings(db: Queryable): Promise<LoyaltySettings> {
  const [row] = await db.query<{
    point_value_paise: number;
    point_money_per_point_paise: number;
    redemption_cap_percent: number;
    referral_percents: number[];
    silver_threshold_paise: number;
    gold_threshold_paise: number;
    diamond_threshold_paise: number;
    store_upi_id: string;
    store_upi_name: string;
  }>('select * from settings');
  if (!row) throw new Error('settings row is missing');
  return {
    pointValuePaise: row.point_value_paise,
    pointMoneyPerPointPaise: row.point_money_per_point_paise,
    redemptionCapPercent: row.redemption_cap_percent,
    referralPercents: row.referral_percents,
    tierThresholds: {
      silverPaise: row.silver_threshold_paise,
      goldPaise: row.gold_threshold_paise,
      diamondPaise: row.diamond_threshold_paise,
    },
    storeUpiId: row.store_upi_id,
    storeUpiName: row.store_upi_name,
  };
}
