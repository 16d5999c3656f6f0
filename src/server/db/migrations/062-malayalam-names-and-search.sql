-- Malayalam names, other names (aliases) and the search that reads them (docs/decisions/094, 095).
-- search_ml is kept by the application (the sound-alike key is TypeScript: src/domain/manglish-key.ts):
-- ASCII words only, so its trigram index works whatever the database's ctype classifies as a letter
-- (pg_trgm drops Malayalam letters under a C ctype, as the embedded server's initdb gives).
alter table products
  add column name_ml text not null default '' constraint products_name_ml_length check (char_length(name_ml) <= 120),
  add column aliases text[] not null default '{}'
    constraint products_aliases_count check (cardinality(aliases) <= 10),
  add column search_ml text not null default '';

-- Whole words (English name as written, Malayalam name and aliases as keys and as written):
-- a product holding every word of the search ranks first.
alter table products
  add column search_words text[] not null
    generated always as (regexp_split_to_array(lower(name) || ' ' || search_ml, '[^a-z0-9]+')) stored;

create index products_search_ml_trgm on products using gin (search_ml gin_trgm_ops);
create index products_search_words on products using gin (search_words);

alter table categories
  add column name_ml text not null default '' constraint categories_name_ml_length check (char_length(name_ml) <= 60),
  add column search_ml text not null default '';
