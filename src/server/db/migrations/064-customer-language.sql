-- The language a customer reads the shop in (Issue 26, point 3: docs/decisions/098): English or
-- Malayalam, chosen with the header's switch and applied when they sign in on another browser.
-- A constant default: adding the column rewrites no rows on PostgreSQL 11 and later.
alter table customers
  add column language text not null default 'en' check (language in ('en', 'ml'));
