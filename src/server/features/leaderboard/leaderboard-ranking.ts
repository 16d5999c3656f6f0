import type { LeaderboardRow, OwnRank, RankingPage } from '../../../domain/leaderboard.schemas';
import { shortName } from '../../../domain/leaderboard';
import { messages } from '../../../domain/messages';
import type { Tier } from '../../../domain/tiers';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';

/**
 * The ranking (docs/decisions/032): active customers with lifetime points earned, by lifetime
 * points, then lifetime spend, then who joined first, then code; each has their own rank. The
 * order is customers_ranking_idx's: ((-lifetime_points), (-total_spent_paise), joined_at, code).
 */
const RANKING_KEY = '(-lifetime_points, -total_spent_paise, joined_at, code)';
const RANKING_ORDER = '-lifetime_points, -total_spent_paise, joined_at, code';

/**
 * Where a customer stands: 1 + the ranked customers above their total (the tallies) + those on the
 * same total who come first (one index range). Null when they are not ranked.
 */
const RANK_OF_SQL = `
  select c.lifetime_points as points,
    case when c.status = 'active' and c.lifetime_points > 0 then (
      1 + coalesce((select sum(t.customers) from leaderboard_tallies t where t.lifetime_points > c.lifetime_points), 0)
        + (select count(*) from customers o
           where o.status = 'active' and -o.lifetime_points = -c.lifetime_points
             and (-o.total_spent_paise, o.joined_at, o.code) < (-c.total_spent_paise, c.joined_at, c.code))
    )::int end as rank
  from customers c where c.id = $1`;

/** A customer's rank and lifetime points; null rank when not ranked (or no such customer). */
export async function rankOf(q: Queryable, customerId: string): Promise<OwnRank> {
  const [row] = await q.query<{ points: number; rank: number | null }>(RANK_OF_SQL, [customerId]);
  return { rank: row?.rank ?? null, points: row?.points ?? 0 };
}

interface RankedRow {
  id: string;
  code: string;
  name: string;
  tier: Tier;
  points: number;
  lifetime_points: number;
  total_spent_paise: number;
}

/**
 * The first `limit` ranks as this viewer may see them: guests get a shortened name and neither code
 * nor spend; signed-in viewers get names and codes, and a customer sees the lifetime spend on their
 * own row only (docs/decisions/040): what others spent is theirs.
 */
export async function topRanks(
  q: Queryable,
  limit: number,
  viewer: { signedIn: boolean; customerId: string | null },
): Promise<LeaderboardRow[]> {
  const rows = await q.query<RankedRow>(
    `select id, code, name, tier, points, lifetime_points, total_spent_paise from customers
     where status = 'active' and -lifetime_points < 0
     order by ${RANKING_ORDER} limit $1`,
    [limit],
  );
  return rows.map((r, index) => ({
    rank: index + 1,
    name: viewer.signedIn ? r.name : shortName(r.name),
    code: viewer.signedIn ? r.code : null,
    tier: r.tier,
    points: r.lifetime_points,
    totalSpentPaise: r.id === viewer.customerId ? r.total_spent_paise : null,
  }));
}

const CODE = /^[A-Z][0-9]{3,9}$/;

function decodeRankingCursor(cursor: string | undefined): string | null {
  if (!cursor) return null;
  let code: unknown;
  try {
    [code] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
  } catch {
    code = null;
  }
  if (typeof code !== 'string' || !CODE.test(code))
    throw new AppError('VALIDATION_FAILED', messages.pagination.badCursor, {
      cursor: messages.pagination.badCursor,
    });
  return code;
}

const encodeRankingCursor = (code: string) => Buffer.from(JSON.stringify([code])).toString('base64url');

/**
 * The admin's full ranking: every active customer in ranking order, a page after the customer the
 * cursor names; those with no points earned yet come last, unranked. The page's first rank is one
 * more than the ranked customers up to the cursor's key.
 */
export async function rankingPage(
  q: Queryable,
  page: { cursor?: string; limit: number },
): Promise<RankingPage> {
  const after = decodeRankingCursor(page.cursor);
  const [start] = after
    ? await q.query<{ ranked_before: number; found: boolean }>(
        `select (coalesce((select sum(t.customers) from leaderboard_tallies t where t.lifetime_points > c.lifetime_points), 0)
           + case when c.lifetime_points > 0 then (
               select count(*) from customers o where o.status = 'active' and -o.lifetime_points = -c.lifetime_points
                 and (-o.total_spent_paise, o.joined_at, o.code) <= (-c.total_spent_paise, c.joined_at, c.code))
             else 0 end)::int as ranked_before, true as found
         from customers c where c.code = $1`,
        [after],
      )
    : [{ ranked_before: 0, found: true }];
  if (!start)
    throw new AppError('VALIDATION_FAILED', messages.pagination.badCursor, {
      cursor: messages.pagination.badCursor,
    });
  const rows = await q.query<RankedRow>(
    after
      ? `select id, code, name, tier, points, lifetime_points, total_spent_paise from customers
         where status = 'active'
           and ${RANKING_KEY} > (select -lifetime_points, -total_spent_paise, joined_at, code from customers where code = $2)
         order by ${RANKING_ORDER} limit $1`
      : `select id, code, name, tier, points, lifetime_points, total_spent_paise from customers
         where status = 'active' order by ${RANKING_ORDER} limit $1`,
    after ? [page.limit + 1, after] : [page.limit + 1],
  );
  const shown = rows.slice(0, page.limit);
  return {
    items: shown.map((r, index) => ({
      rank: r.lifetime_points > 0 ? start.ranked_before + index + 1 : null,
      customerId: r.id,
      code: r.code,
      name: r.name,
      tier: r.tier,
      lifetimePoints: r.lifetime_points,
      points: r.points,
      totalSpentPaise: r.total_spent_paise,
    })),
    nextCursor: rows.length > page.limit ? encodeRankingCursor(shown[shown.length - 1]!.code) : null,
  };
}
