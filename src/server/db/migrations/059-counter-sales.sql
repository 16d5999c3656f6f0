-- Sales at the counter (DESIGN 11.2, docs/decisions/089 and 090).

-- Cash and UPI taken at the counter are payments recorded there.
alter table payments drop constraint payments_source_check;
alter table payments add constraint payments_source_check
  check (source in ('checkout', 'delivery', 'admin', 'statement', 'refund', 'import', 'settlement', 'counter'))
  not valid;
alter table payments validate constraint payments_source_check;

-- A counter sale's receipt, reachable by an unguessable link made as the pay page's token is
-- (32 hex digits, docs/decisions/061), and the cash handed over and given back as change, which no
-- payment keeps (the cash payment is what the shop kept, docs/decisions/090).
create table counter_receipts (
  order_id text primary key references orders (id) on delete cascade,
  token text not null unique default translate(gen_random_uuid()::text, '-', ''),
  cash_handed_paise integer not null check (cash_handed_paise >= 0),
  change_paise integer not null check (change_paise >= 0)
);

-- The walk-in: one reserved customer whose account every sale to a customer the shop does not
-- know is placed on (orders.customer_id is not null, and idempotency is per customer), made by the
-- first such sale (customers/walk-in.ts). No password, so nobody signs in as it; a phone no mobile
-- has (0…) and a code outside the sequence's A…. It never earns or redeems points (so it is never
-- ranked on the leaderboard), joined long ago (no dashboard counts it as new), and the customer
-- list, its counts and the referral tree leave it out (the kept counts below and in kept-totals.ts).
alter table customers add column is_walk_in boolean not null default false;
create unique index customers_one_walk_in on customers (is_walk_in) where is_walk_in;
create or replace function refresh_referral_downlines() returns void language sql as $$
  delete from referral_downlines;
  with recursive up(ancestor, member, direct) as (
    select parent_id, id, true from customers where parent_id is not null
    union all
    select c.parent_id, up.member, false from up join customers c on c.id = up.ancestor where c.parent_id is not null
  )
  insert into referral_downlines (customer_id, size, children)
  select ancestor, count(*), count(*) filter (where direct) from up group by ancestor;
  update referral_root set children = (select count(*) from customers where parent_id is null and not is_walk_in);
$$;
