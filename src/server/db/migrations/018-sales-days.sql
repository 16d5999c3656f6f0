-- The Daily Sales Dashboard (issue 12, docs/decisions/031). An order counts on the Asia/Kolkata
-- day it was placed, at what the customer pays, unless cancelled (rejected is cancelled) or
-- refunded (DESIGN section 7). Summing orders_sales_idx one day at a time took 77-127 ms for a
-- year at 2M orders; these per-day sums, kept by a trigger from the orders themselves, answer any
-- range from at most 8 rows a day. Nothing is hand-kept: refresh_sales_days() recounts from the
-- orders, and a test checks the sums against the orders after every kind of change.
--
-- `collected_paise` is the part whose payment is recorded (paid_at: cash taken at delivery, or the
-- admin's "mark paid"); the rest is still to collect.
--
-- `shard` spreads one day over 8 rows (by the writing connection) so checkouts on different
-- connections never wait for each other; a reader sums the shards. A shard's numbers alone mean
-- nothing (an order counted on one connection may be cancelled on another): only the day's sum.
create table sales_days (
  day date not null,
  shard smallint not null,
  orders integer not null default 0,
  sales_paise bigint not null default 0,
  point_money_paise bigint not null default 0,
  collected_paise bigint not null default 0,
  primary key (day, shard)
);

create function sales_days_add(
  order_date timestamptz, sign integer, amount_paid_paise integer, point_money_paise integer, paid boolean
) returns void language sql as $$
  insert into sales_days as s (day, shard, orders, sales_paise, point_money_paise, collected_paise)
  values ((order_date at time zone 'Asia/Kolkata')::date, pg_backend_pid() % 8, sign,
          sign * amount_paid_paise, sign * point_money_paise, case when paid then sign * amount_paid_paise else 0 end)
  on conflict (day, shard) do update set
    orders = s.orders + excluded.orders,
    sales_paise = s.sales_paise + excluded.sales_paise,
    point_money_paise = s.point_money_paise + excluded.point_money_paise,
    collected_paise = s.collected_paise + excluded.collected_paise;
$$;

-- What an order adds to its day: taken away as it was, added as it is, when that differs.
create function sales_days_count_order() returns trigger language plpgsql as $$
declare
  was_counted boolean := tg_op <> 'INSERT' and old.status not in ('cancelled', 'refunded');
  is_counted boolean := tg_op <> 'DELETE' and new.status not in ('cancelled', 'refunded');
begin
  if was_counted and is_counted
     and old.order_date = new.order_date and old.amount_paid_paise = new.amount_paid_paise
     and old.point_money_paise = new.point_money_paise and (old.paid_at is null) = (new.paid_at is null) then
    return null;
  end if;
  if was_counted then
    perform sales_days_add(old.order_date, -1, old.amount_paid_paise, old.point_money_paise, old.paid_at is not null);
  end if;
  if is_counted then
    perform sales_days_add(new.order_date, 1, new.amount_paid_paise, new.point_money_paise, new.paid_at is not null);
  end if;
  return null;
end $$;

-- Deferred to commit: the day's row is locked last and only for the commit, so a checkout never
-- holds it while it waits for stock or points rows (no lock-order deadlock with cancellations).
create constraint trigger orders_counted_in_sales_days
  after insert or delete or update of status, order_date, amount_paid_paise, point_money_paise, paid_at on orders
  deferrable initially deferred
  for each row execute function sales_days_count_order();

-- Every day counted from scratch (the backfill; the scale bench's loader uses it too).
create function refresh_sales_days() returns void language sql as $$
  delete from sales_days;
  insert into sales_days (day, shard, orders, sales_paise, point_money_paise, collected_paise)
  select (order_date at time zone 'Asia/Kolkata')::date, 0, count(*), sum(amount_paid_paise),
         sum(point_money_paise), coalesce(sum(amount_paid_paise) filter (where paid_at is not null), 0)
  from orders where status not in ('cancelled', 'refunded')
  group by 1;
$$;
select refresh_sales_days();
