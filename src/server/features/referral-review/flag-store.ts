import type { FlagEvidence } from '../../../domain/referral-review';
import type { Queryable } from '../../db/client';
import { holdLinkRewards } from '../loyalty';

/**
 * A link flagged for one piece of evidence: the flag is made open if the link has none, and the
 * evidence is added once (the same address twice is one reason). A link already decided keeps its
 * decision: the owner looked at that link, and the new reason is kept beside the others for them
 * (docs/decisions/081).
 */
export async function flagLink(
  tx: Queryable,
  link: { memberId: string; uplineId: string },
  evidence: FlagEvidence,
  evidenceKey: string,
): Promise<void> {
  if (link.memberId === link.uplineId) return;
  const [flag] = await tx.query<{ id: string; status: FlagStatus }>(
    `insert into referral_flags (member_id, upline_id) values ($1, $2)
     on conflict (member_id, upline_id) do update set member_id = excluded.member_id
     returning id::text, status`,
    [link.memberId, link.uplineId],
  );
  // Rewards from the member already waiting for their window now wait for the review too.
  if (flag!.status === 'open')
    await holdLinkRewards(tx, { uplineId: link.uplineId, memberId: link.memberId }, true);
  await tx.query(
    `insert into referral_flag_reasons (flag_id, kind, evidence_key, evidence) values ($1, $2, $3, $4)
     on conflict (flag_id, kind, evidence_key) do nothing`,
    [flag!.id, evidence.kind, evidenceKey, JSON.stringify(evidence)],
  );
}

/** The uplines whose rewards from `memberId` wait (an open flag) and those never paid (rejected). */
export async function reviewedUplines(
  tx: Queryable,
  memberId: string,
): Promise<{ held: Set<string>; refused: Set<string> }> {
  const rows = await tx.query<{ upline_id: string; status: string }>(
    // Shared locks: an owner's decision on one of these links (which locks its flag for update)
    // waits for this delivery, or this delivery for it, so a reward is never written held on a
    // link just cleared or rejected.
    `select upline_id, status from referral_flags where member_id = $1 and status <> 'cleared' for share`,
    [memberId],
  );
  return {
    held: new Set(rows.filter((r) => r.status === 'open').map((r) => r.upline_id)),
    refused: new Set(rows.filter((r) => r.status === 'rejected').map((r) => r.upline_id)),
  };
}

export type FlagStatus = 'open' | 'cleared' | 'rejected';

export interface LockedFlag {
  id: string;
  memberId: string;
  uplineId: string;
  status: FlagStatus;
}

/** The flag, locked for its decision; null when there is none with that id. */
export async function lockFlag(tx: Queryable, id: string): Promise<LockedFlag | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await tx.query<{ id: string; member_id: string; upline_id: string; status: FlagStatus }>(
    'select id::text, member_id, upline_id, status from referral_flags where id = $1 for update',
    [id],
  );
  return row ? { id: row.id, memberId: row.member_id, uplineId: row.upline_id, status: row.status } : null;
}

export async function saveDecision(
  tx: Queryable,
  id: string,
  decision: { status: 'cleared' | 'rejected'; adminId: string; note: string | null },
): Promise<void> {
  await tx.query(
    `update referral_flags set status = $2, decided_by = $3, decided_at = now(), note = $4 where id = $1`,
    [id, decision.status, decision.adminId, decision.note],
  );
}
