import { evidenceWords, type FlagEvidence } from '../../../domain/referral-review';
import type { ReferralFlag, ReferralReviewPage } from '../../../domain/referral-review.schemas';
import type { Queryable } from '../../db/client';
import { cursorAtSql, decodeCursor, toPage } from '../../db/keyset-cursor';

const ID = /^\d+$/;

interface FlagRow {
  id: string;
  cursor_at: string;
  status: ReferralFlag['status'];
  member_id: string;
  member_code: string;
  member_name: string;
  upline_id: string;
  upline_code: string;
  upline_name: string;
  level: number | null;
  raised_at: Date;
  reasons: { kind: FlagEvidence['kind']; evidence: FlagEvidence }[];
  held_points: number;
  decided_at: Date | null;
  decided_by: string | null;
  note: string | null;
}

/**
 * One page of flags of a status (GET /api/admin/referral-review), newest first, each with its
 * evidence in plain words and the reward points from the member that wait on it.
 */
export async function referralReviewPage(
  db: Queryable,
  query: { status: ReferralFlag['status']; limit: number; cursor?: string | undefined },
): Promise<ReferralReviewPage> {
  const after = decodeCursor(query.cursor, ID);
  const rows = await db.query<FlagRow>(
    `select f.id::text, ${cursorAtSql('f.raised_at')} as cursor_at, f.status,
            m.id as member_id, m.code as member_code, m.name as member_name,
            u.id as upline_id, u.code as upline_code, u.name as upline_name,
            (with recursive up(id, parent_id, level) as (
               select p.id, p.parent_id, 1 from customers p where p.id = m.parent_id
               union all
               select p.id, p.parent_id, up.level + 1 from up join customers p on p.id = up.parent_id where up.level < 10
             ) select min(level) from up where id = u.id)::int as level,
            f.raised_at, f.decided_at, a.name as decided_by, f.note,
            (select coalesce(json_agg(json_build_object('kind', r.kind, 'evidence', r.evidence) order by r.id), '[]')
             from referral_flag_reasons r where r.flag_id = f.id) as reasons,
            (select coalesce(sum(l.pending_delta), 0)::int from pending_awards w
             join points_ledger l on l.order_id = w.order_id and l.customer_id = w.customer_id
             join points_ledger s on s.id = w.ledger_id and s.source_customer_id = f.member_id
             where w.customer_id = f.upline_id and w.held and w.released_at is null and w.voided_at is null) as held_points
     from referral_flags f
     join customers m on m.id = f.member_id
     join customers u on u.id = f.upline_id
     left join admin_users a on a.id = f.decided_by
     where f.status = $1 ${after ? 'and (f.raised_at, f.id) < ($3::timestamptz, $4::bigint)' : ''}
     order by f.raised_at desc, f.id desc
     limit $2`,
    after ? [query.status, query.limit + 1, after.createdAt, after.id] : [query.status, query.limit + 1],
  );
  return toPage(rows, query.limit, toFlag);
}

function toFlag(row: FlagRow): ReferralFlag {
  return {
    id: row.id,
    status: row.status,
    member: { id: row.member_id, code: row.member_code, name: row.member_name },
    upline: { id: row.upline_id, code: row.upline_code, name: row.upline_name, level: row.level },
    raisedAt: row.raised_at.toISOString(),
    reasons: row.reasons.map((r) => ({ kind: r.kind, words: evidenceWords(r.evidence, row.upline_name) })),
    heldPoints: row.held_points,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    note: row.note,
  };
}
