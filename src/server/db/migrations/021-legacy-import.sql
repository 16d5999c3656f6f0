-- Moving in from the old hosted app (issue 13; docs/decisions/034).

-- Which rows of an old export are already imported, and what each became: the import skips a row
-- whose old id is here, so running it twice imports nothing twice.
create table legacy_ids (
  legacy_table text not null,
  legacy_id text not null,
  new_id text not null,
  imported_at timestamptz not null default now(),
  primary key (legacy_table, legacy_id)
);
