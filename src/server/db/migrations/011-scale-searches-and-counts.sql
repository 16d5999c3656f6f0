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

-- Purchases, newest first: the list's whole order (and its keyset), so no sort.
drop index if exists orders_date_idx;
create index orders_placed_idx on orders (order_date, id);

-- The sales screen (a later issue): an order counts on the Asia/Kolkata day it was placed, unless
-- cancelled (rejected is cancelled) or refunded (DESIGN section 7). Each day's totals are read
-- from this index alone, one index range per day: the query must say
-- "status not in ('cancelled', 'refunded')" for the planner to use it.
create index orders_sales_idx on orders (order_date) include (amount_paid_paise, point_money_paise)
  where status not in ('cancelled', 'refunded');

-- Admin customers screen (a later issue): newest first, searched like purchases.
alter table customers
  add column search_text text not null generated always as (lower(name || ' ' || phone || ' ' || code)) stored,
  add column search_words text not null generated always as (' ' || lower(name) || ' ' || phone) stored;
create index customers_created_idx on customers (created_at desc, id desc);
create index customers_search_text_trgm on customers using gin (search_text gin_trgm_ops);
create index customers_search_words_trgm on customers using gin (search_words gin_trgm_ops);

-- Its stat cards: customers by status, kept per (status, reserved) by triggers.
create table customer_counts (
  status text not null,
  is_reserved boolean not null,
  how_many bigint not null check (how_many >= 0),
  primary key (status, is_reserved)
);
insert into customer_counts select status, is_reserved, count(*) from customers group by 1, 2;

create function customer_counts_add(change integer, status text, is_reserved boolean, n bigint) returns void
language sql as $$
  insert into customer_counts as c values (status, is_reserved, greatest(change * n, 0))
  on conflict (status, is_reserved) do update set how_many = c.how_many + change * n
$$;

create function customer_counts_on_insert() returns trigger language plpgsql as $$
begin
  perform customer_counts_add(1, status, is_reserved, count(*)) from added group by status, is_reserved;
  return null;
end $$;
create trigger customers_counted_on_insert after insert on customers
  referencing new table as added for each statement execute function customer_counts_on_insert();

create function customer_counts_on_delete() returns trigger language plpgsql as $$
begin
  perform customer_counts_add(-1, status, is_reserved, count(*)) from removed group by status, is_reserved;
  return null;
end $$;
create trigger customers_counted_on_delete after delete on customers
  referencing old table as removed for each statement execute function customer_counts_on_delete();

create function customer_counts_on_change() returns trigger language plpgsql as $$
begin
  perform customer_counts_add(-1, old.status, old.is_reserved, 1);
  perform customer_counts_add(1, new.status, new.is_reserved, 1);
  return null;
end $$;
create trigger customers_counted_on_change after update of status, is_reserved on customers
  for each row when (old.status is distinct from new.status or old.is_reserved is distinct from new.is_reserved)
  execute function customer_counts_on_change();

-- Referral tree (a later issue): a page of a member's children in the order they joined, and each
-- member's downline size (everyone below them). Sizes live in their own narrow table, changed by a
-- trigger when someone joins, leaves or moves, in customer id order: registrations under one
-- referrer never deadlock, and orders, which lock customer rows, never wait for them.
drop index if exists customers_parent_idx;
create index customers_children_idx on customers (parent_id, joined_at, id);
-- A100's children (no parent): the planner does not take "parent_id is null" as fixing the first column.
create index customers_roots_idx on customers (joined_at, id) where parent_id is null;

create table referral_downlines (
  customer_id uuid primary key references customers (id) on delete cascade,
  size integer not null check (size >= 0)
);

-- Every member's downline counted from scratch (the backfill; the scale bench's loader uses it too).
create function refresh_referral_downlines() returns void language sql as $$
  delete from referral_downlines;
  with recursive up(ancestor, member) as (
    select parent_id, id from customers where parent_id is not null
    union all
    select c.parent_id, up.member from up join customers c on c.id = up.ancestor where c.parent_id is not null
  )
  insert into referral_downlines (customer_id, size) select ancestor, count(*) from up group by ancestor;
$$;
select refresh_referral_downlines();

-- Adds `change` to the downline of `parent` and of everyone above it.
create function referral_downlines_add(parent uuid, change integer) returns void language sql as $$
  with recursive ancestors(id) as (
    select parent
    union all
    select c.parent_id from customers c join ancestors a on c.id = a.id where c.parent_id is not null
  )
  insert into referral_downlines as d (customer_id, size)
  select id, greatest(change, 0) from ancestors order by id
  on conflict (customer_id) do update set size = d.size + change;
$$;

create function customers_move_downline() returns trigger language plpgsql as $$
declare
  moved integer;
begin
  if tg_op = 'INSERT' then
    perform referral_downlines_add(new.parent_id, 1);
  elsif tg_op = 'DELETE' then
    perform referral_downlines_add(old.parent_id, -1);
  else
    moved := 1 + coalesce((select size from referral_downlines where customer_id = new.id), 0);
    if old.parent_id is not null then perform referral_downlines_add(old.parent_id, -moved); end if;
    if new.parent_id is not null then perform referral_downlines_add(new.parent_id, moved); end if;
  end if;
  return null;
end $$;
create trigger customers_downline_on_insert after insert on customers
  for each row when (new.parent_id is not null) execute function customers_move_downline();
create trigger customers_downline_on_delete after delete on customers
  for each row when (old.parent_id is not null) execute function customers_move_downline();
create trigger customers_downline_on_move after update of parent_id on customers
  for each row when (old.parent_id is distinct from new.parent_id) execute function customers_move_downline();
