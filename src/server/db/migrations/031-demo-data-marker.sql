-- Demo data (docs/decisions/005 and 040). The demo seed records the customers it made, so the shop
-- knows it holds demo data (the admin dashboard says so) and what "Remove demo data" takes away:
-- those customers, every order placed in their accounts and their ledger rows. The catalogue stays.
create table demo_customers (
  customer_id uuid primary key references customers (id) on delete cascade
);

-- The points ledger and the audit log stay append-only, with two exceptions that only the demo
-- data's own transactions open (set local shop.demo_data):
--   'seeding': the seed places its orders through the real workflows, then dates what they wrote as
--     its 60 days of history tell it: a demo customer's ledger row may change its created_at and
--     nothing else, and the audit entries of demo orders are removed (the seed is not an admin).
--   'removing': the demo customers' ledger rows go with them.
create or replace function forbid_change() returns trigger language plpgsql as $$
declare
  mode text := coalesce(current_setting('shop.demo_data', true), '');
begin
  if mode = '' then
    raise exception '% is append-only', tg_table_name using errcode = '55000';
  end if;
  -- Separate statements: each table's own columns are read only for that table.
  if tg_table_name = 'points_ledger' then
    if old.customer_id in (select customer_id from demo_customers) and (
         (mode = 'seeding' and tg_op = 'UPDATE' and to_jsonb(new) - 'created_at' = to_jsonb(old) - 'created_at')
         or (mode = 'removing' and tg_op = 'DELETE')) then
      return case when tg_op = 'DELETE' then old else new end;
    end if;
  elsif tg_table_name = 'audit_log' then
    if mode = 'seeding' and tg_op = 'DELETE' and old.entity = 'order'
       and exists (select 1 from orders o join demo_customers d on d.customer_id = o.customer_id
                   where o.id = old.entity_id) then
      return old;
    end if;
  end if;
  raise exception '% is append-only', tg_table_name using errcode = '55000';
end $$;
