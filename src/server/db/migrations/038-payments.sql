-- The payments record (issue 23, DESIGN 11.1; docs/decisions/064 and 065): one row per movement of
-- money on an order, in (the customer paid) or out (the shop paid back). Khata is credit, not a
-- payment, and points stay in the ledger: neither is here. Rows are never deleted nor changed: a
-- correction voids a row (who, when), and a voided row counts for nothing.
create table payments (
  id uuid primary key default gen_random_uuid(),
  order_id text not null references orders (id) on delete cascade,
  direction text not null check (direction in ('in', 'out')),
  method text not null check (method in ('cash', 'upi')),
  amount_paise integer not null check (amount_paise > 0),
  -- The UTR (or any other reference), trimmed, without spaces, upper case.
  reference text check (reference is null or (reference <> '' and reference = upper(reference))),
  source text not null check (source in ('checkout', 'delivery', 'admin', 'statement', 'refund', 'import')),
  recorded_by uuid references admin_users (id) on delete set null,
  recorded_at timestamptz not null default now(),
  voided_at timestamptz,
  voided_by uuid references admin_users (id) on delete set null,
  check (voided_by is null or voided_at is not null)
);
create index payments_order_idx on payments (order_id, recorded_at);
-- A UTR pays one order once: a live incoming UPI payment per reference.
create unique index payments_utr_once on payments (reference)
  where direction = 'in' and method = 'upi' and reference is not null and voided_at is null;

-- What the order's payments come to (in less out, voided rows aside), kept on the order so that
-- every list, export and the sales days read it without a join. The database keeps it from the
-- payments (below), in the same statement as the payment; kept-totals.ts checks it.
alter table orders add column paid_paise integer not null default 0;

-- A payment changes its order: paid_paise moves by its amount; `paid_at` ("fully paid at") is set
-- by the incoming payment that completes the order (to its time) and cleared by the void of an
-- incoming payment that leaves it short. Money going out (a refund) leaves paid_at as it was: the
-- order was paid then. A row's money never changes; a void happens once.
create function payments_keep_order_paid() returns trigger language plpgsql as $$
declare
  delta integer;
begin
  if tg_op = 'UPDATE' then
    if (new.order_id, new.direction, new.method, new.amount_paise) is distinct from
         (old.order_id, old.direction, old.method, old.amount_paise)
       or (old.voided_at is not null and new.voided_at is distinct from old.voided_at) then
      raise exception 'a payment''s money is never changed, only voided once (payment %)', old.id;
    end if;
    if old.voided_at is not null or new.voided_at is null then
      return null; -- not a void: no money moves
    end if;
    delta := case when new.direction = 'in' then -new.amount_paise else new.amount_paise end;
  elsif new.voided_at is not null then
    return null;
  else
    delta := case when new.direction = 'in' then new.amount_paise else -new.amount_paise end;
  end if;
  update orders o set
    updated_at = now(),
    paid_paise = o.paid_paise + delta,
    paid_at = case
      when new.direction = 'out' then o.paid_at
      when o.paid_paise + delta >= o.amount_paid_paise then coalesce(o.paid_at, new.recorded_at)
      else null end
  where o.id = new.order_id;
  return null;
end $$;

-- History: every order recorded paid got its money in one go, by its payment method (cash at the
-- door or UPI), at paid_at. Imported orders (legacy_ids, migration 021) say `import`; cash on
-- delivery paid at the delivery says `delivery`; the rest were the admin's Mark paid. The typed
-- UPI reference becomes the payment's reference, once per reference (the first order paid with it).
-- An order that cost nothing (points paid it all) moved no money: it keeps paid_at and no row.
-- Written before the trigger exists, and paid_paise set in one update the sales days' trigger does
-- not watch yet: no day's sums move, and no trigger event waits for the commit.
insert into payments (order_id, direction, method, amount_paise, reference, source, recorded_at)
select o.id, 'in', case when o.payment_method = 'upi' then 'upi' else 'cash' end, o.amount_paid_paise,
       case when o.payment_method = 'upi'
             and row_number() over (partition by r.reference order by o.paid_at, o.id) = 1 then r.reference end,
       case when l.legacy_id is not null then 'import'
            when o.payment_method = 'cod' and o.paid_at = o.delivered_at then 'delivery'
            else 'admin' end,
       o.paid_at
from orders o
left join legacy_ids l on l.legacy_table = 'orders' and l.legacy_id = o.id
cross join lateral (
  select nullif(upper(regexp_replace(coalesce(o.upi_reference, ''), '\s', '', 'g')), '') as reference
) r
where o.paid_at is not null and o.amount_paid_paise > 0;

update orders set paid_paise = amount_paid_paise where paid_at is not null and amount_paid_paise > 0;

-- Sales days: collected is what the order's payments brought in, up to what it costs (a part
-- payment counts for its part). For every order so far that is all of it when paid_at is set and
-- nothing otherwise, as before, so no day's sums change.
create or replace function sales_days_add(
  order_date timestamptz, sign integer, amount_paid_paise integer, point_money_paise integer, collected integer
) returns void language sql as $$
  insert into sales_days as s (day, shard, orders, sales_paise, point_money_paise, collected_paise)
  values ((order_date at time zone 'Asia/Kolkata')::date, pg_backend_pid() % 8, sign,
          sign * amount_paid_paise, sign * point_money_paise, sign * collected)
  on conflict (day, shard) do update set
    orders = s.orders + excluded.orders,
    sales_paise = s.sales_paise + excluded.sales_paise,
    point_money_paise = s.point_money_paise + excluded.point_money_paise,
    collected_paise = s.collected_paise + excluded.collected_paise;
$$;

create or replace function sales_days_count_order() returns trigger language plpgsql as $$
declare
  was_counted boolean := tg_op <> 'INSERT' and old.status not in ('cancelled', 'refunded');
  is_counted boolean := tg_op <> 'DELETE' and new.status not in ('cancelled', 'refunded');
begin
  if was_counted and is_counted
     and old.order_date = new.order_date and old.amount_paid_paise = new.amount_paid_paise
     and old.point_money_paise = new.point_money_paise
     and least(old.paid_paise, old.amount_paid_paise) = least(new.paid_paise, new.amount_paid_paise) then
    return null;
  end if;
  if was_counted then
    perform sales_days_add(old.order_date, -1, old.amount_paid_paise, old.point_money_paise,
                           greatest(least(old.paid_paise, old.amount_paid_paise), 0));
  end if;
  if is_counted then
    perform sales_days_add(new.order_date, 1, new.amount_paid_paise, new.point_money_paise,
                           greatest(least(new.paid_paise, new.amount_paid_paise), 0));
  end if;
  return null;
end $$;

drop function sales_days_add(timestamptz, integer, integer, integer, boolean);

drop trigger orders_counted_in_sales_days on orders;
create constraint trigger orders_counted_in_sales_days
  after insert or delete or update of status, order_date, amount_paid_paise, point_money_paise, paid_paise on orders
  deferrable initially deferred
  for each row execute function sales_days_count_order();

create or replace function refresh_sales_days() returns void language sql as $$
  delete from sales_days;
  insert into sales_days (day, shard, orders, sales_paise, point_money_paise, collected_paise)
  select (order_date at time zone 'Asia/Kolkata')::date, 0, count(*), sum(amount_paid_paise),
         sum(point_money_paise), coalesce(sum(greatest(least(paid_paise, amount_paid_paise), 0)), 0)
  from orders where status not in ('cancelled', 'refunded')
  group by 1;
$$;

create trigger payments_keep_order_paid
  after insert or update on payments
  for each row execute function payments_keep_order_paid();
