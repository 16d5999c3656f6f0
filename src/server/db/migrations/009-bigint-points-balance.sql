-- A customer's points balance is a running total with no upper bound of its own: it becomes
-- bigint, like lifetime and monthly spend (docs/decisions/016). Each order's amounts stay integer,
-- held far below its limit by the largest order allowed (₹10,00,000). The leaderboard view reads
-- the column, so it is made again, unchanged, around the type change.
drop view customer_leaderboard;
alter table customers alter column points type bigint;
create view customer_leaderboard as
  select id, name, code, tier, points, total_spent_paise,
         rank() over (order by points desc, total_spent_paise desc) as rank
  from customers
  where status = 'active';
