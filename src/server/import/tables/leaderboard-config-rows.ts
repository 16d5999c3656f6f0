import { DISCOUNT_PERCENT_RANGE, TOP_COUNT_RANGE } from '../../../domain/leaderboard';
import type { LeaderboardSettings } from '../../../domain/leaderboard.schemas';
import { bool, integer } from '../legacy-fields';
import type { LegacyRow } from '../legacy-row';
import { legacyId, Notes, storableText, type Converted } from './row-conversion';

export interface LeaderboardConfigImport {
  legacyId: string;
  /** Only the fields the old row gives within SPEC 9's ranges; the shop's current value stays for the others. */
  settings: Partial<LeaderboardSettings>;
}

function inRange(
  value: number | null,
  range: { min: number; max: number },
  name: string,
  notes: Notes,
): number | undefined {
  if (value === null) return undefined;
  if (value >= range.min && value <= range.max) return value;
  notes.add(`${name} not ${range.min} to ${range.max}: not imported`, `${name} ${value}`);
  return undefined;
}

/** The old leaderboard config row (SPEC 3 and 9: top_count 1 to 50, discount 1 to 100 percent). */
export function convertLeaderboardConfig(row: LegacyRow): Converted<LeaderboardConfigImport> {
  const notes = new Notes();
  const given: Partial<LeaderboardSettings> = {
    topCount: inRange(integer(row.top_count), TOP_COUNT_RANGE, 'top_count', notes),
    offerTitle: storableText(row, 'offer_title', notes, 120) ?? undefined,
    offerDescription: storableText(row, 'offer_description', notes, 500) ?? undefined,
    offerDiscountPercentage: inRange(
      integer(row.offer_discount_percentage),
      DISCOUNT_PERCENT_RANGE,
      'offer_discount_percentage',
      notes,
    ),
    isActive: bool(row.is_active) ?? undefined,
  };
  const settings = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  ) as Partial<LeaderboardSettings>;
  return { value: { legacyId: legacyId(row), settings }, notes: notes.list };
}
