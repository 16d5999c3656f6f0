-- An order's stock update stays a HOT update (issue 22; docs/decisions/052).
--
-- Migration 020's low-stock index keyed on stock_quantity (and had it in its predicate), so every
-- order's stock update changed an indexed column: PostgreSQL could not update the row in place and
-- wrote a new entry into all six of products' indexes, the trigram ones included (0 of 5,024 stock
-- updates were HOT). The low-stock list is now keyed on a stored column that is null above the
-- threshold (10, ADMIN_LOW_STOCK_THRESHOLD in src/domain/stock-levels.ts): it changes only while
-- a product is at or below it, so an order on a well-stocked product changes no indexed value and
-- the row is updated in place. The dashboard lists and counts low stock from this column.
alter table products
  add column low_stock_quantity integer
    generated always as (case when stock_quantity <= 10 then stock_quantity end) stored;

drop index if exists products_low_stock_idx;
create index products_low_stock_idx on products (low_stock_quantity, id)
  where low_stock_quantity is not null;

-- Room on each page for the updated row's new version: a HOT update needs it on the same page.
alter table products set (fillfactor = 90);
