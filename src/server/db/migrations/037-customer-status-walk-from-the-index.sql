-- A search within a status (the admin's customers screen) walks the newest 10,000 customers of the
-- status and tests each one's search columns (newest-matches.ts). Those columns were only in the
-- table, so the walk read a table page per customer: 10,000 scattered pages for a small status of
-- 1M customers, 100-600 ms when they were not cached (docs/decisions/053). The status index now
-- carries what the walk reads, so it is an index-only scan of about 150 pages. It grows from 47 MB
-- to 120 MB at 1M customers; the search columns change only with a name, phone or code, so the
-- points and totals an order updates stay HOT updates. Same name, same order, same ranges.
drop index customers_list_status_idx;
create index customers_list_status_idx
  on customers (customer_list_status(status, is_reserved), created_at desc, id desc)
  include (search_words, search_text, status, is_reserved);
