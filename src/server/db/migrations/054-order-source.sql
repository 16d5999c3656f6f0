-- Every order says where it came from (DESIGN 11.2, docs/decisions/088): `online` (the customer's
-- checkout), `phone` (staff entered it for a customer who rang or sent a WhatsApp message),
-- `counter` (sold over the counter) or `import` (brought over from the old app). The default is
-- a constant, so adding the column rewrites no row of a large shop's orders.
alter table orders
  add column source text not null default 'online'
    check (source in ('online', 'counter', 'phone', 'import'));

-- Orders imported so far are those the import remembered (legacy_ids, migration 021), as the
-- payments' history (migration 038) told them apart.
update orders o set source = 'import'
from legacy_ids l
where l.legacy_table = 'orders' and l.legacy_id = o.id;

-- The purchases list's filter by source, newest first (docs/decisions/088). Online orders are nearly
-- all of them: the date index finds the newest at once. The others are few, and the imported ones
-- are all older than the rest, so a walk down the date index would pass every newer order before
-- the first (1.0 s at 2M orders of which the oldest 5% imported, against 0.1 ms with these; the
-- planner, counting on them being spread evenly, picks the date index over one on (source, date)).
create index orders_entered_by_staff_idx on orders (source, order_date desc, id desc)
  where source in ('phone', 'counter');
create index orders_imported_idx on orders (order_date desc, id desc) where source = 'import';

-- The sales screen's sales by source (docs/decisions/088): the per-day sums (migration 018) are
-- kept per source as well, so a year by source still costs at most a few rows a day. Readers that
-- want the day sum its sources as they already sum its shards.
alter table sales_days add column source text not null default 'online';
alter table sales_days drop constraint sales_days_pkey;
alter table sales_days add primary key (day, source, shard);

create function sales_days_add(
  source text, order_date timestamptz, sign integer, amount_paid_paise integer, point_money_paise integer,
  collected integer
) returns void language sql as $$
  insert into sales_days as s (day, source, shard, orders, sales_paise, point_money_paise, collected_paise)
  values ((order_date at time zone 'Asia/Kolkata')::date, source, pg_backend_pid() % 8, sign,
          sign * amount_paid_paise, sign * point_money_paise, sign * collected)
  on conflict (day, source, shard) do update set
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
     and old.order_date = new.order_date and old.source = new.source
     and old.amount_paid_paise - old.refunded_paise = new.amount_paid_paise - new.refunded_paise
     and old.point_money_paise - old.refunded_point_money_paise = new.point_money_paise - new.refunded_point_money_paise
     and least(old.paid_paise, old.amount_paid_paise - old.refunded_paise)
       = least(new.paid_paise, new.amount_paid_paise - new.refunded_paise) then
    return null;
  end if;
  if was_counted then
    perform sales_days_add(old.source, old.order_date, -1, old.amount_paid_paise - old.refunded_paise,
                           old.point_money_paise - old.refunded_point_money_paise,
                           greatest(least(old.paid_paise, old.amount_paid_paise - old.refunded_paise), 0));
  end if;
  if is_counted then
    perform sales_days_add(new.source, new.order_date, 1, new.amount_paid_paise - new.refunded_paise,
                           new.point_money_paise - new.refunded_point_money_paise,
                           greatest(least(new.paid_paise, new.amount_paid_paise - new.refunded_paise), 0));
  end if;
  return null;
end $$;

drop function sales_days_add(timestamptz, integer, integer, integer, integer);

drop trigger orders_counted_in_sales_days on orders;
create constraint trigger orders_counted_in_sales_days
  after insert or delete or update of status, order_date, amount_paid_paise, point_money_paise, paid_paise,
    refunded_paise, refunded_point_money_paise, source on orders
  deferrable initially deferred
  for each row execute function sales_days_count_order();

create or replace function refresh_sales_days() returns void language sql as $$
  delete from sales_days;
  insert into sales_days (day, source, shard, orders, sales_paise, point_money_paise, collected_paise)
  select (order_date at time zone 'Asia/Kolkata')::date, source, 0, count(*), sum(amount_paid_paise - refunded_paise),
         sum(point_money_paise - refunded_point_money_paise),
         coalesce(sum(greatest(least(paid_paise, amount_paid_paise - refunded_paise), 0)), 0)
  from orders where status not in ('cancelled', 'refunded')
  group by 1, 2;
$$;
select refresh_sales_days();
