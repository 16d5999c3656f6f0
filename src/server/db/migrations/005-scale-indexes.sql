-- Found by `npm run bench:scale` (200k orders, 100k customers): admin order search and the
-- leaderboard scanned whole tables. Trigram search over one expression, and the leaderboard
-- read straight off an index of active customers.
create index orders_search_trgm on orders
  using gin ((customer_name || ' ' || customer_phone || ' ' || id || ' ' || customer_code) gin_trgm_ops);
drop index if exists customers_leaderboard_idx;
create index customers_leaderboard_idx on customers (points desc, total_spent_paise desc, code)
  where status = 'active';
