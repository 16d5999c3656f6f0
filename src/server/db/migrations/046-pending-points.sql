-- Points wait for the return window (DESIGN 4 and 11.3, docs/decisions/074). A delivery's award and
-- its uplines' referral rewards are written as PENDING points (pending_delta) until the window
-- closes; a release row then moves them to spendable points (points_delta). customers.pending_points
-- is the ledger's cache like points: for every customer points = sum(points_delta) and
-- pending_points = sum(pending_delta). Lifetime points (the leaderboard) count at release: an award
-- row that is pending moves no points_delta, its release row does.

alter table settings add column return_window_days integer not null default 7
  check (return_window_days between 0 and 90);

alter table points_ledger add column pending_delta integer not null default 0;
alter table customers add column pending_points integer not null default 0 check (pending_points >= 0);

alter table points_ledger drop constraint points_ledger_kind_check;
alter table points_ledger add constraint points_ledger_kind_check check (kind in (
  'order_earned', 'referral_earned', 'redeemed', 'redemption_restored', 'redemption_refunded',
  'order_reversed', 'referral_reversed', 'admin_adjustment', 'imported', 'points_released'));

-- One row per pending award (the loyalty module's): which ledger row it is, when it is released,
-- and, for the buyer's award, the spend the release counts towards lifetime and monthly spend and
-- the tier (less what refunds inside the window took back). Released or voided rows stay as the
-- record; the job finds what is due by the partial index. `held` is room for the referral review:
-- a held award waits however late it is.
create table pending_awards (
  id bigint generated always as identity primary key,
  order_id text not null references orders (id) on delete restrict,
  customer_id uuid not null references customers (id) on delete restrict,
  ledger_id bigint not null unique references points_ledger (id) on delete restrict,
  is_buyer boolean not null,
  spend_paise integer not null default 0 check (spend_paise >= 0),
  delivered_at timestamptz not null,
  releases_at timestamptz not null,
  released_at timestamptz,
  voided_at timestamptz,
  held boolean not null default false,
  unique (order_id, customer_id)
);
create index pending_awards_due_idx on pending_awards (releases_at, id)
  where released_at is null and voided_at is null;
create index pending_awards_customer_idx on pending_awards (customer_id, releases_at)
  where released_at is null and voided_at is null;

-- The leaderboard's count from scratch (036) counts released points too.
create or replace function refresh_leaderboard_ranking() returns void language plpgsql as $$
begin
  alter table customers disable trigger customers_ranking_tally_on_change;
  alter table customers disable trigger customers_ranking_tally_on_insert_or_delete;
  update customers c set lifetime_points = e.points
  from (select customer_id, sum(points_delta) as points from points_ledger
        where kind in ('order_earned', 'referral_earned', 'order_reversed', 'referral_reversed', 'points_released')
        group by customer_id) e
  where c.id = e.customer_id and c.lifetime_points <> e.points;
  analyze customers;
  update customers c set lifetime_points = 0
  where c.lifetime_points <> 0 and not exists (
    select 1 from points_ledger l where l.customer_id = c.id
      and l.kind in ('order_earned', 'referral_earned', 'order_reversed', 'referral_reversed', 'points_released'));
  delete from leaderboard_tallies;
  insert into leaderboard_tallies
    select lifetime_points, count(*) from customers where status = 'active' and lifetime_points > 0 group by 1;
  alter table customers enable trigger customers_ranking_tally_on_change;
  alter table customers enable trigger customers_ranking_tally_on_insert_or_delete;
end $$;
