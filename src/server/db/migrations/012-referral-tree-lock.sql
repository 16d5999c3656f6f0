-- The referral tree's triggers (001's cycle check, 011's downline sizes) walk a member's ancestors.
-- Walked while someone else moves a branch, they could read the tree before the move and write after
-- it: a registration under a moving member counted in the old upline and missed by the new one, or
-- two opposite moves (A under B, B under A) each passing the cycle check. So a move holds the tree
-- alone (an exclusive transaction-scoped advisory lock) and a join or removal shares it: joins still
-- run side by side, and every walk after the lock reads the tree as the last move left it.
-- The key is LOCKS.referralTree in src/server/db/advisory-lock.ts.

create or replace function customers_no_referral_cycle() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.parent_id is distinct from new.parent_id then
    perform pg_advisory_xact_lock(74110004);
  end if;
  if new.parent_id is not null and exists (
    with recursive ancestors(id, parent_id) as (
      select id, parent_id from customers where id = new.parent_id
      union all
      select c.id, c.parent_id from customers c join ancestors a on c.id = a.parent_id
    )
    select 1 from ancestors where id = new.id
  ) then
    raise exception 'referral cycle' using errcode = '23514', constraint = 'customers_no_referral_cycle';
  end if;
  return new;
end $$;

create or replace function customers_move_downline() returns trigger language plpgsql as $$
declare
  moved integer;
begin
  if tg_op = 'INSERT' then
    perform pg_advisory_xact_lock_shared(74110004);
    perform referral_downlines_add(new.parent_id, 1);
  elsif tg_op = 'DELETE' then
    perform pg_advisory_xact_lock_shared(74110004);
    perform referral_downlines_add(old.parent_id, -1);
  else
    perform pg_advisory_xact_lock(74110004); -- taken already by the cycle check; kept for clarity
    moved := 1 + coalesce((select size from referral_downlines where customer_id = new.id), 0);
    if old.parent_id is not null then perform referral_downlines_add(old.parent_id, -moved); end if;
    if new.parent_id is not null then perform referral_downlines_add(new.parent_id, moved); end if;
  end if;
  return null;
end $$;
