-- Catalogue search: case-insensitive substring match (ILIKE '%term%') on product and category
-- names, served by trigram GIN indexes so it stays fast on a large catalogue.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
create extension if not exists pg_trgm;

create index products_name_trgm_idx on products using gin (name gin_trgm_ops);
create index categories_name_trgm_idx on categories using gin (name gin_trgm_ops);

-- The shop's category filter pages newest first within one category.
create index products_category_created_idx on products (category_id, created_at desc, id desc);

-- Services: public list (active, newest first) and the admin list.
create index services_created_idx on services (created_at desc, id desc);

-- Contact messages: the admin's open inbox, newest first.
create index contact_messages_open_idx on contact_messages (created_at desc, id desc) where handled_at is null;
