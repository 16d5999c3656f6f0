-- refresh_leaderboard_ranking() (019) rewrites every customer's lifetime_points in one statement,
-- then clears the totals of customers with no earned points left. Planned on statistics taken before
-- the first update, which say lifetime_points is always 0, the second statement expected no
-- customer to pass `lifetime_points <> 0` and checked the ledger once per customer in a nested loop:
-- over 40 minutes at 1M customers and 2M ledger rows (docs/decisions/053). It now analyzes the
-- customers it has just rewritten before the second statement, which also leaves the leaderboard's
-- queries statistics that match the totals.
create or replace function refresh_leaderboard_ranking() returns void language plpgsql as $$
begin
  alter table customers disable trigger customers_ranking_tally_on_change;
  alter table customers disable trigger customers_ranking_tally_on_insert_or_delete;
  update customers c set lifetime_points = e.points
  from (select customer_id, sum(points_delta) as points from points_ledger
        where kind in ('order_earned', 'referral_earned', 'order_reversed', 'referral_reversed')
        group by customer_id) e
  where c.id = e.customer_id and c.lifetime_points <> e.points;
  analyze customers;
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
