-- The expiry run and a customer's next expiry (docs/decisions/080) sum each customer's credits
-- that have not expired yet. This index holds exactly those rows' customer, date and points, so the
-- sums are read from it alone (an index-only scan), in customer order, without visiting the
-- ledger's pages: at 1M customers the first run read the whole ledger at random otherwise. The
-- kinds are the ones points-expiry.ts counts as credits; the two must stay the same.
create index points_ledger_credits_idx on points_ledger (customer_id, created_at) include (points_delta)
  where points_delta > 0
    and kind in ('points_released', 'order_earned', 'referral_earned', 'imported', 'admin_adjustment');

-- A customer's row is rewritten whenever their points change. With room left on each page the new
-- version stays on it (a HOT update: no index entries to add, the customers table has twelve), so
-- an expiry run and the hourly release change a page, not a page and every index. Rows written
-- from now on leave 15% of a page free; the pages there are now get room as they are rewritten.
alter table customers set (fillfactor = 85);
