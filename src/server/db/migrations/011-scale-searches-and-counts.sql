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
