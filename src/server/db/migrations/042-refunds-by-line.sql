-- Refunds by line (issue 23, DESIGN 11.8's refund row; docs/decisions/069): an owner refunds some
-- units of some lines of a delivered order, perhaps in several goes. Each line keeps how many of
-- its units were refunded (never more than it has), and the order keeps the share of its amount and
-- of its point money those units came to, so that what is due, the sales days and every list read
-- the order row alone, as before (decision 065).
alter table order_items add column refunded_quantity integer not null default 0;
alter table order_items add constraint order_items_refunded_within
  check (refunded_quantity >= 0 and refunded_quantity <= quantity);

alter table orders add column refunded_paise integer not null default 0;
alter table orders add column refunded_point_money_paise integer not null default 0;
alter table orders add constraint orders_refunded_within
  check (refunded_paise >= 0 and refunded_paise <= amount_paid_paise
         and refunded_point_money_paise >= 0 and refunded_point_money_paise <= point_money_paise);

-- Orders refunded before this migration were refunded whole: every unit of every line, all of the
-- amount and point money. They count in no sales day, so no day moves.
update order_items i set refunded_quantity = i.quantity
from orders o where o.id = i.order_id and o.status = 'refunded';
update orders set refunded_paise = amount_paid_paise, refunded_point_money_paise = point_money_paise
where status = 'refunded';

-- One row per refund of an order: what was refunded and paid back, by whom, and the key a retry
-- sends again (the same key on the same order refunds once).
create table order_refunds (
  id bigint generated always as identity primary key,
  order_id text not null references orders (id) on delete cascade,
  idempotency_key text,
  lines jsonb not null,
  refunded_paise integer not null check (refunded_paise >= 0),
  repaid_paise integer not null check (repaid_paise >= 0),
  admin_id uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (order_id, idempotency_key)
);

-- paid_at ("paid in full at") compares with what the order still costs: its amount less what was
-- refunded of it.
create or replace function payments_keep_order_paid() returns trigger language plpgsql as $$
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
      when o.paid_paise + delta >= o.amount_paid_paise - o.refunded_paise then coalesce(o.paid_at, new.recorded_at)
      else null end
  where o.id = new.order_id;
  return null;
end $$;

-- Sales days: an order counts at what it costs after its refunded lines, and earns the point money
-- left after them; collected is what its payments kept, up to that. An order with nothing refunded
-- counts as before, so no day's sums change.
create or replace function sales_days_count_order() returns trigger language plpgsql as $$
declare
  was_counted boolean := tg_op <> 'INSERT' and old.status not in ('cancelled', 'refunded');
  is_counted boolean := tg_op <> 'DELETE' and new.status not in ('cancelled', 'refunded');
begin
  if was_counted and is_counted
     and old.order_date = new.order_date
     and old.amount_paid_paise - old.refunded_paise = new.amount_paid_paise - new.refunded_paise
     and old.point_money_paise - old.refunded_point_money_paise = new.point_money_paise - new.refunded_point_money_paise
     and least(old.paid_paise, old.amount_paid_paise - old.refunded_paise)
       = least(new.paid_paise, new.amount_paid_paise - new.refunded_paise) then
    return null;
  end if;
  if was_counted then
    perform sales_days_add(old.order_date, -1, old.amount_paid_paise - old.refunded_paise,
                           old.point_money_paise - old.refunded_point_money_paise,
                           greatest(least(old.paid_paise, old.amount_paid_paise - old.refunded_paise), 0));
  end if;
  if is_counted then
    perform sales_days_add(new.order_date, 1, new.amount_paid_paise - new.refunded_paise,
                           new.point_money_paise - new.refunded_point_money_paise,
                           greatest(least(new.paid_paise, new.amount_paid_paise - new.refunded_paise), 0));
  end if;
  return null;
end $$;

drop trigger orders_counted_in_sales_days on orders;
create constraint trigger orders_counted_in_sales_days
  after insert or delete or update of status, order_date, amount_paid_paise, point_money_paise, paid_paise,
    refunded_paise, refunded_point_money_paise on orders
  deferrable initially deferred
  for each row execute function sales_days_count_order();

create or replace function refresh_sales_days() returns void language sql as $$
  delete from sales_days;
  insert into sales_days (day, shard, orders, sales_paise, point_money_paise, collected_paise)
  select (order_date at time zone 'Asia/Kolkata')::date, 0, count(*), sum(amount_paid_paise - refunded_paise),
         sum(point_money_paise - refunded_point_money_paise),
         coalesce(sum(greatest(least(paid_paise, amount_paid_paise - refunded_paise), 0)), 0)
  from orders where status not in ('cancelled', 'refunded')
  group by 1;
$$;
