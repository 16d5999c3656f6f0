-- The leaderboard (docs/decisions/032). Customers rank by the points they have EARNED over their
-- lifetime (order and referral awards less their reversals), not by the balance they may spend, so
-- redeeming points never costs a place. Ties: lifetime spend, then who joined first, then code.
-- Only active customers with earned points rank.

alter table customers add column lifetime_points bigint not null default 0 check (lifetime_points >= 0);

-- How many ranked customers hold each lifetime total: a customer's rank is one more than the
-- customers above their total (a sum over this small table) and those tied with them who come first
-- (an index range), so "You are #153" costs the same at rank 10 and at rank 900,000.
create table leaderboard_tallies (
  lifetime_points bigint primary key,
  customers bigint not null check (customers >= 0)
);

-- Every customer's lifetime points and the tallies, counted from the ledger from scratch
-- (the backfill here; the scale bench's loader calls it after writing the ledger).
create function refresh_leaderboard_ranking() returns void language plpgsql as $$
begin
  alter table customers disable trigger customers_ranking_tally_on_change;
  alter table customers disable trigger customers_ranking_tally_on_insert_or_delete;
  update customers c set lifetime_points = e.points
  from (select customer_id, sum(points_delta) as points from points_ledger
        where kind in ('order_earned', 'referral_earned', 'order_reversed', 'referral_reversed')
        group by customer_id) e
  where c.id = e.customer_id and c.lifetime_points <> e.points;
  update customers c set lifetime_points = 0
  where c.lifetime_points <> 0 and not exists (
    select 1 from points_ledger l where l.customer_id = c.id
      and l.kind in ('order_earned', 'referral_earned', 'order_reversed', 'referral_reversed'));
  delete from leaderboard_tallies;
  insert into leaderboard_tallies
    select lifetime_points, count(*) from customers where status = 'active' and lifetime_points > 0 group by 1;
  alter table customers enable trigger customers_ranking_tally_on_change;
  alter table customers enable trigger customers_ranking_tally_on_insert_or_delete;
end $$;

create function leaderboard_tallies_add(total bigint, change integer) returns void language sql as $$
  insert into leaderboard_tallies as t values (total, greatest(change, 0))
  on conflict (lifetime_points) do update set customers = t.customers + change
$$;

-- A customer enters, leaves or moves within the ranking. The lower total's row is written first,
-- so two moves never take the same two rows in opposite orders; a deadlock between transactions
-- that move several customers is retried by db.transaction (40P01).
create function leaderboard_tallies_on_change() returns trigger language plpgsql as $$
declare
  was_ranked boolean := tg_op <> 'INSERT' and old.status = 'active' and old.lifetime_points > 0;
  is_ranked boolean := tg_op <> 'DELETE' and new.status = 'active' and new.lifetime_points > 0;
begin
  if was_ranked and is_ranked and old.lifetime_points = new.lifetime_points then
    return null;
  end if;
  if was_ranked and (not is_ranked or old.lifetime_points < new.lifetime_points) then
    perform leaderboard_tallies_add(old.lifetime_points, -1);
    if is_ranked then perform leaderboard_tallies_add(new.lifetime_points, 1); end if;
  else
    if is_ranked then perform leaderboard_tallies_add(new.lifetime_points, 1); end if;
    if was_ranked then perform leaderboard_tallies_add(old.lifetime_points, -1); end if;
  end if;
  return null;
end $$;
create trigger customers_ranking_tally_on_insert_or_delete after insert or delete on customers
  for each row execute function leaderboard_tallies_on_change();
create trigger customers_ranking_tally_on_change after update of status, lifetime_points on customers
  for each row when (old.status is distinct from new.status or old.lifetime_points is distinct from new.lifetime_points)
  execute function leaderboard_tallies_on_change();

select refresh_leaderboard_ranking();

-- The ranking's order in one ascending index (negated totals), so a page after a cursor and the
-- customers tied ahead of someone are each one row comparison, i.e. one index range.
drop index if exists customers_leaderboard_idx;
create index customers_ranking_idx on customers ((-lifetime_points), (-total_spent_paise), joined_at, code)
  where status = 'active';

drop view if exists customer_leaderboard;
create view customer_leaderboard as
  select id, name, code, tier, points, lifetime_points, total_spent_paise,
         row_number() over (order by lifetime_points desc, total_spent_paise desc, joined_at, code) as rank
  from customers
  where status = 'active' and lifetime_points > 0;

-- The top-N offer as the order was priced: its own line, kept whatever the rank or config later.
alter table orders
  add column leaderboard_discount_paise integer not null default 0 check (leaderboard_discount_paise >= 0),
  add column leaderboard_rank integer check (leaderboard_rank > 0),
  add column leaderboard_percent integer check (leaderboard_percent between 1 and 100),
  add constraint orders_leaderboard_snapshot check (
    (leaderboard_rank is null) = (leaderboard_percent is null)
    and (leaderboard_rank is not null or leaderboard_discount_paise = 0)),
  drop constraint orders_check,
  add constraint orders_amount_paid check (
    amount_paid_paise = subtotal_paise - leaderboard_discount_paise - points_discount_paise);
