-- A weighed product is low on stock at 10 of its unit (10 kg), not at 10 of what the database
-- counts (10 g: docs/decisions/084). low_stock_quantity (migration 033) now holds the stock in
-- thousandths of the unit while at or below the threshold (10, ADMIN_LOW_STOCK_THRESHOLD), for
-- pieces and measures alike, so the dashboard's list orders 5 pieces (5000) after 2.5 kg (2500).
-- It stays null above the threshold, so an order on a well-stocked product is still a HOT update.
drop index if exists products_low_stock_idx;
alter table products drop column low_stock_quantity;
alter table products
  add column low_stock_quantity integer generated always as (
    case
      when weighed and stock_quantity <= 10 * 1000 then stock_quantity
      when not weighed and stock_quantity <= 10 then stock_quantity * 1000
    end
  ) stored;
create index products_low_stock_idx on products (low_stock_quantity, id)
  where low_stock_quantity is not null;
