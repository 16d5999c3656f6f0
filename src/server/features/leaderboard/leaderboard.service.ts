import { DISCOUNT_PERCENT_RANGE, earnsLeaderboardOffer, TOP_COUNT_RANGE } from '../../../domain/leaderboard';
import type { LeaderboardConfig, LeaderboardSettings } from '../../../domain/leaderboard.schemas';
import { recordAudit } from '../../audit/audit-log';
import { prepared, type Database, type Queryable } from '../../db/client';
import { rankOf } from './leaderboard-ranking';

interface ConfigRow {
  id: string;
  top_count: number;
  offer_title: string;
  offer_description: string;
  offer_discount_percentage: number;
  is_active: boolean;
}

const toSettings = (row: ConfigRow): LeaderboardSettings => ({
  topCount: row.top_count,
  offerTitle: row.offer_title,
  offerDescription: row.offer_description,
  offerDiscountPercentage: row.offer_discount_percentage,
  isActive: row.is_active,
});

/** What the admin sees before the shop has any config: SPEC 9's defaults, switched off. */
const DEFAULT_SETTINGS: LeaderboardSettings = {
  topCount: TOP_COUNT_RANGE.default,
  offerTitle: '',
  offerDescription: '',
  offerDiscountPercentage: DISCOUNT_PERCENT_RANGE.default,
  isActive: false,
};

/** The shop's one leaderboard config row (the active one if several were ever kept). */
async function configRow(q: Queryable, lock = false): Promise<ConfigRow | null> {
  const [row] = await q.query<ConfigRow>(
    prepared(`select id, top_count, offer_title, offer_description, offer_discount_percentage, is_active
     from leaderboard_config order by is_active desc, updated_at desc limit 1${lock ? ' for update' : ''}`),
  );
  return row ?? null;
}

/** The offer while it is active; null when switched off or never set. */
export async function activeLeaderboardConfig(q: Queryable): Promise<LeaderboardConfig | null> {
  const row = await configRow(q);
  if (!row?.is_active) return null;
  const { isActive: _active, ...config } = toSettings(row);
  return config;
}

/**
 * The top-N offer this customer gets now: their rank and the percent, or null (DESIGN 7). The
 * quote and placing the order both ask here, through quoteCart.
 */
export async function leaderboardOfferFor(
  q: Queryable,
  customerId: string,
): Promise<{ rank: number; percent: number } | null> {
  const config = await activeLeaderboardConfig(q);
  if (!config) return null;
  const { rank } = await rankOf(q, customerId);
  return earnsLeaderboardOffer(rank, { ...config, isActive: true })
    ? { rank: rank!, percent: config.offerDiscountPercentage }
    : null;
}

export async function loadLeaderboardSettings(q: Queryable): Promise<LeaderboardSettings> {
  const row = await configRow(q);
  return row ? toSettings(row) : DEFAULT_SETTINGS;
}

/**
 * Writes the shop's one config row (made when there is none), locked while it changes; the admin's
 * save and the import from the old app both write through here. Says what it was and what it is.
 */
export async function writeLeaderboardSettings(q: Queryable, settings: LeaderboardSettings) {
  const current = await configRow(q, true);
  const values = [
    settings.topCount,
    settings.offerTitle,
    settings.offerDescription,
    settings.offerDiscountPercentage,
    settings.isActive,
  ];
  const [saved] = current
    ? await q.query<ConfigRow>(
        `update leaderboard_config set top_count = $2, offer_title = $3, offer_description = $4,
           offer_discount_percentage = $5, is_active = $6, updated_at = now()
         where id = $1
         returning id, top_count, offer_title, offer_description, offer_discount_percentage, is_active`,
        [current.id, ...values],
      )
    : await q.query<ConfigRow>(
        `insert into leaderboard_config (top_count, offer_title, offer_description, offer_discount_percentage, is_active)
         values ($1, $2, $3, $4, $5)
         returning id, top_count, offer_title, offer_description, offer_discount_percentage, is_active`,
        values,
      );
  return { id: saved!.id, before: current ? toSettings(current) : null, after: toSettings(saved!) };
}

/**
 * Switches the offer off when nobody ever saved it (the demo seed turned it on; removing the demo
 * data gives the shop a new shop's config, decision 040). An offer the owner saved stays as saved.
 */
export async function switchOffUnsavedOffer(tx: Queryable): Promise<void> {
  await tx.query(
    `update leaderboard_config set is_active = false, updated_at = now()
     where is_active and not exists (
       select 1 from audit_log where entity = 'leaderboard_config' and action = 'leaderboard_config.update')`,
  );
}

/** The admin's change, audited with what it was before, in one transaction. Applies to orders from now on. */
export async function saveLeaderboardSettings(
  db: Database,
  adminId: string,
  settings: LeaderboardSettings,
): Promise<LeaderboardSettings> {
  return db.transaction(async (tx) => {
    const { id, before, after } = await writeLeaderboardSettings(tx, settings);
    await recordAudit(tx, {
      adminId,
      action: 'leaderboard_config.update',
      entity: 'leaderboard_config',
      entityId: id,
      details: { before, after },
    });
    return after;
  });
}
