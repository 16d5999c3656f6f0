-- Moving in from the old hosted app (issue 13; docs/decisions/034).

-- Which rows of an old export are already imported, and what each became: the import skips a row
-- whose old id is here, so running it twice imports nothing twice.
create table legacy_ids (
  legacy_table text not null,
  legacy_id text not null,
  new_id text not null,
  imported_at timestamptz not null default now(),
  primary key (legacy_table, legacy_id)
);

-- Opening balances: each imported customer's points and carried point money as the old app showed
-- them, written as one ledger row of their own kind, so balances still equal ledger sums. They are
-- not awards: lifetime points (the leaderboard, docs/decisions/032) do not count them.
alter table points_ledger drop constraint points_ledger_kind_check;
alter table points_ledger add constraint points_ledger_kind_check check (kind in (
  'order_earned', 'referral_earned', 'redeemed', 'redemption_restored', 'redemption_refunded',
  'order_reversed', 'referral_reversed', 'admin_adjustment', 'imported'));

-- A bulk load of the referral tree (the import, docs/decisions/034): the per-row cycle check and
-- downline counting walk every new member's ancestors, a walk planned when the table was small,
-- so a load of n customers took time growing with n² (20k: 92 s). A transaction that says
-- `set local shop.referral_bulk_load = 'on'` (and holds the tree lock alone) skips both, inserts
-- parents before children, then checks and counts the tree once, set-based
-- (src/server/import/referral-bulk-load.ts). Every other writer is unchanged.
create or replace function customers_no_referral_cycle() returns trigger language plpgsql as $$
begin
  if current_setting('shop.referral_bulk_load', true) = 'on' then
    return new;
  end if;
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
  if current_setting('shop.referral_bulk_load', true) = 'on' then
    return null;
  end if;
  if tg_op = 'INSERT' then
    if new.parent_id is not null then perform pg_advisory_xact_lock_shared(74110004); end if;
    perform referral_tree_add(new.parent_id, 1, 1);
  elsif tg_op = 'DELETE' then
    if old.parent_id is not null then perform pg_advisory_xact_lock_shared(74110004); end if;
    perform referral_tree_add(old.parent_id, -1, -1);
  else
    perform pg_advisory_xact_lock(74110004); -- taken already by the cycle check; kept for clarity
    moved := 1 + coalesce((select size from referral_downlines where customer_id = new.id), 0);
    perform referral_tree_add(old.parent_id, -moved, -1);
    perform referral_tree_add(new.parent_id, moved, 1);
  end if;
  return null;
end $$;
