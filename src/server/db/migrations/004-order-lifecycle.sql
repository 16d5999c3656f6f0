-- When an order was delivered: monthly spend is booked to that month, and a refund takes it back from there.
alter table orders add column delivered_at timestamptz;
update orders o set delivered_at = e.created_at
  from (select order_id, max(created_at) as created_at from order_events where to_status = 'delivered' group by order_id) e
  where e.order_id = o.id;
alter table orders add constraint orders_delivered_at check (delivered_at is not null or status not in ('delivered', 'refunded'));
create index orders_status_idx on orders (status, order_date desc);
