import { LOCKS } from '../db/advisory-lock';
import type { Queryable } from '../db/client';

/**
 * A bulk load of the referral tree (docs/decisions/034, migration 021): the per-row cycle check
 * and downline counting are skipped for this transaction only, which holds the tree alone. The
 * caller inserts parents before their children; `finish` then checks and counts once, set-based.
 */
export async function startReferralBulkLoad(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [LOCKS.referralTree]);
  await tx.query(`select set_config('shop.referral_bulk_load', 'on', true)`);
}

/**
 * The per-row triggers back on; the new members' ancestors walked once, for a loop (there can be
 * none when parents came first: a loop is a bug and rolls everything back) and to add each new
 * member to every ancestor's downline and its parent's children, as the triggers would have.
 */
export async function finishReferralBulkLoad(tx: Queryable, newIds: readonly string[]): Promise<void> {
  await tx.query(`select set_config('shop.referral_bulk_load', 'off', true)`);
  if (newIds.length === 0) return;
  const [walk] = await tx.query<{ loops: number }>(
    `with recursive up (member, ancestor, direct) as (
       select id, parent_id, true from customers where id = any($1::uuid[]) and parent_id is not null
       union all
       select up.member, c.parent_id, false from up join customers c on c.id = up.ancestor
       where c.parent_id is not null
     ) cycle ancestor set looped using path,
     counted as (
       insert into referral_downlines as d (customer_id, size, children)
       select ancestor, count(*), count(*) filter (where direct) from up where not looped
       group by ancestor order by ancestor
       on conflict (customer_id) do update
         set size = d.size + excluded.size, children = d.children + excluded.children
     )
     select count(*) filter (where looped or ancestor = member) as loops from up`,
    [newIds],
  );
  if (walk!.loops > 0) throw new Error('referral cycle in the imported tree');
  await tx.query(
    `update referral_root set children = children +
       (select count(*) from customers where id = any($1::uuid[]) and parent_id is null)`,
    [newIds],
  );
}
