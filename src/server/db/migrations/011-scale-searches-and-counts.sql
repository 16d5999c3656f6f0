-- Issue 9, measured by `npm run bench:scale` at 1M customers, 100k products and 2M orders
-- (docs/decisions/018).

-- Searches (docs/decisions/018): from three characters a term matches anywhere, one or two
-- characters match the start of a word. The text searched is kept lower-cased in a stored column,
-- so testing a row is a plain LIKE (ILIKE on the concatenated fields cost five times as much), and
-- each column has its trigram index.

-- Products: ' ' || name serves both kinds (a word start is a space followed by the term).
drop index if exists products_name_trgm_idx;
alter table products add column search_text text not null generated always as (' ' || lower(name)) stored;
create index products_search_text_trgm on products using gin (search_text gin_trgm_ops);

-- Orders: anywhere in the customer's name, phone, the order id or the customer code; word starts
-- of the name and the phone only (every code starts 'A' and every id 'ORD-', so there a word start
-- says nothing, and their trigrams would make a rare short term look common).
drop index if exists orders_search_trgm;
alter table orders
  add column search_text text not null
    generated always as (lower(customer_name || ' ' || customer_phone || ' ' || id || ' ' || customer_code)) stored,
  add column search_words text not null
    generated always as (' ' || lower(customer_name) || ' ' || customer_phone) stored;
create index orders_search_text_trgm on orders using gin (search_text gin_trgm_ops);
create index orders_search_words_trgm on orders using gin (search_words gin_trgm_ops);
-- A whole phone number or customer code finds exactly that customer's orders.
create index orders_customer_phone_idx on orders (customer_phone);
create index orders_customer_code_idx on orders (customer_code);

-- Each category's product count is kept on the category, so the shop's category list reads 40 rows
-- instead of counting the whole catalogue on every visit. Inserts and deletes are counted per
-- statement (a seed of 100k products is one update per category); a product moved to another
-- category per row. Stock updates do not name category_id, so they never fire a trigger.
alter table categories add column product_count integer not null default 0;
update categories c set product_count = (select count(*) from products p where p.category_id = c.id);
alter table categories add constraint categories_product_count_check check (product_count >= 0);

create function categories_count_added_products() returns trigger language plpgsql as $$
begin
  update categories c set product_count = c.product_count + added.n
  from (select category_id, count(*)::int as n from added_products group by category_id) added
  where c.id = added.category_id;
  return null;
end $$;
create trigger products_counted_on_insert after insert on products
  referencing new table as added_products
  for each statement execute function categories_count_added_products();

create function categories_count_removed_products() returns trigger language plpgsql as $$
begin
  update categories c set product_count = c.product_count - removed.n
  from (select category_id, count(*)::int as n from removed_products group by category_id) removed
  where c.id = removed.category_id;
  return null;
end $$;
create trigger products_counted_on_delete after delete on products
  referencing old table as removed_products
  for each statement execute function categories_count_removed_products();

create function categories_count_moved_product() returns trigger language plpgsql as $$
begin
  update categories set product_count = product_count + case when id = new.category_id then 1 else -1 end
  where id in (old.category_id, new.category_id);
  return null;
end $$;
create trigger products_counted_on_move after update of category_id on products
  for each row when (old.category_id is distinct from new.category_id)
  execute function categories_count_moved_product();
