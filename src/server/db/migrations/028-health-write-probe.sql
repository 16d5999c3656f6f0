-- GET /api/health writes here to learn whether the database can write (docs/decisions/037), and
-- rolls back, so it never holds a row. In its transaction a TRUNCATE gives the table a new, empty
-- file, so the row that follows must take a new block from the disk, as orders and sessions do
-- when their tables grow: on a full disk that fails, as they do. Backups leave it out (it is not
-- shop data, and a backup's snapshot would hold a lock the probe's TRUNCATE waits for).
create table health_write_probe (
  checked_at timestamptz not null
);
