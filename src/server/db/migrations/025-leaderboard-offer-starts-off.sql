-- A new shop starts with the leaderboard's top-N offer switched off (DESIGN 4, docs/decisions/040):
-- migration 001 made the shop's config row switched on, so a fresh shop gave its first ten
-- customers 10% off before the owner had chosen anything. The owner turns it on; the demo seed does.
alter table leaderboard_config alter column is_active set default false;

-- The row migration 001 made is switched off only where nobody has chosen it and nobody has had it:
-- never saved since it was made (an admin's save, or the import, moves updated_at), no admin save
-- audited, and no order placed in the shop yet (a shop created from now on runs this before its
-- first order). A shop that is already trading keeps what its customers see.
update leaderboard_config c set is_active = false
where c.is_active
  and c.updated_at = c.created_at
  and not exists (
    select 1 from audit_log where entity = 'leaderboard_config' and action = 'leaderboard_config.update')
  and not exists (select 1 from orders);
