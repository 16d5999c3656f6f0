-- Backups written by the nightly timer or `npm run backup` (docs/decisions/035): the dashboard
-- shows the last one and warns when it failed or is more than two days old.
create table backup_runs (
  id bigint generated always as identity primary key,
  finished_at timestamptz not null default now(),
  nightly boolean not null,
  file text not null,
  bytes bigint,
  -- Why it failed; null when the file was written.
  error text
);
