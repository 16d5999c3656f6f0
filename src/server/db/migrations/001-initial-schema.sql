-- The whole data model. Money is integer paise; business dates are Asia/Kolkata.
-- Constraints here make the bad states of SPEC impossible, whatever the code does.

create table settings (
  id boolean primary key default true check (id),
  point_value_paise integer not null default 500 check (point_value_paise > 0),
  point_money_per_point_paise integer not null default 500 check (point_money_per_point_paise > 0),
  redemption_cap_percent integer not null default 50 check (redemption_cap_percent between 0 and 100),
  referral_percents jsonb not null default '[10, 5, 2]' check (jsonb_typeof(referral_percents) = 'array'),
  silver_threshold_paise bigint not null default 1000000,
  gold_threshold_paise bigint not null default 5000000,
  diamond_threshold_paise bigint not null default 15000000,
  store_upi_id text not null default 'freshmart@sbi',
  store_upi_name text not null default 'Fresh Mart Supermarket',
  updated_at timestamptz not null default now(),
  updated_by uuid,
  check (0 < silver_threshold_paise and silver_threshold_paise < gold_threshold_paise
         and gold_threshold_paise < diamond_threshold_paise)
);
insert into settings default values;

create table admin_users (
  id uuid primary key default gen_random_uuid(),
  username text not null unique check (username = lower(username) and length(username) between 3 and 40),
  name text not null,
  password_hash text not null,
  created_at timestamptz not null default now()
);

create sequence customer_code_seq start with 101 minvalue 101;

create table customers (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) between 1 and 120),
  phone text not null unique check (phone ~ '^[0-9]{10}$'),
  address text not null default '',
  pincode text check (pincode ~ '^[1-9][0-9]{5}$'),
  code text not null unique check (code ~ '^[A-Z][0-9]{3,9}$' and code <> 'A100'),
  -- null parent = the shop itself, root code A100.
  parent_id uuid references customers (id) on delete restrict check (parent_id <> id),
  status text not null default 'pending' check (status in ('pending', 'active', 'rejected')),
  is_reserved boolean not null default false,
  tier text not null default 'Bronze' check (tier in ('Bronze', 'Silver', 'Gold', 'Diamond')),
  points integer not null default 0,
  -- point money carried over below one point, in paise
  point_money_paise integer not null default 0 check (point_money_paise >= 0),
  total_spent_paise bigint not null default 0 check (total_spent_paise >= 0),
  password_hash text,
  joined_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index customers_parent_idx on customers (parent_id);
create index customers_status_idx on customers (status) where status = 'pending';
create index customers_leaderboard_idx on customers (points desc, total_spent_paise desc);

-- The referral tree can never form a cycle: a new parent may not be the customer or any descendant.
create function customers_no_referral_cycle() returns trigger language plpgsql as $$
begin
  if new.parent_id is not null and exists (
    with recursive ancestors(id, parent_id) as (
      select id, parent_id from customers where id = new.parent_id
      union all
      select c.id, c.parent_id from customers c join ancestors a on c.id = a.parent_id
    )
    select 1 from ancestors where id = new.id
  ) then
    raise exception 'referral cycle' using errcode = '23514', constraint = 'customers_no_referral_cycle';
  end if;
  return new;
end $$;
create trigger customers_no_referral_cycle before insert or update of parent_id on customers
  for each row execute function customers_no_referral_cycle();

create table customer_monthly_spend (
  customer_id uuid not null references customers (id) on delete cascade,
  month char(7) not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
  spent_paise bigint not null default 0 check (spent_paise >= 0),
  primary key (customer_id, month)
);

create table sessions (
  -- sha-256 of the random token in the cookie; the token itself is never stored
  id text primary key,
  customer_id uuid references customers (id) on delete cascade,
  admin_id uuid references admin_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check ((customer_id is null) <> (admin_id is null))
);
create index sessions_customer_idx on sessions (customer_id);
create index sessions_admin_idx on sessions (admin_id);
create index sessions_expiry_idx on sessions (expires_at);

create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);

create table categories (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) between 1 and 60),
  description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index categories_name_unique on categories (lower(name));
insert into categories (name, description) values ('General', 'Everyday essentials');

create table products (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) between 1 and 120),
  description text not null default '',
  category_id uuid not null references categories (id) on delete restrict,
  image_url text,
  mrp_paise integer not null check (mrp_paise > 0),
  -- the "company price": what the store keeps; customers earn MRP - price as point money
  price_paise integer not null check (price_paise >= 0),
  dummy_price_paise integer,
  stock_quantity integer not null default 0 check (stock_quantity >= 0),
  in_stock boolean generated always as (stock_quantity > 0) stored,
  discount_bronze numeric(5, 2) not null default 2 check (discount_bronze between 0 and 100),
  discount_silver numeric(5, 2) not null default 3 check (discount_silver between 0 and 100),
  discount_gold numeric(5, 2) not null default 4 check (discount_gold between 0 and 100),
  discount_diamond numeric(5, 2) not null default 5 check (discount_diamond between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint products_price_not_above_mrp check (price_paise <= mrp_paise),
  constraint products_dummy_above_mrp check (dummy_price_paise is null or dummy_price_paise > mrp_paise)
);
create index products_category_idx on products (category_id);
create index products_created_idx on products (created_at desc, id desc);

create table services (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(trim(title)) between 1 and 120),
  description text not null,
  price_text text not null,
  category text not null,
  image_url text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table orders (
  -- SPEC's format ORD-{timestamp}-{random}
  id text primary key check (id ~ '^ORD-[0-9]+-[A-Z0-9]+$'),
  customer_id uuid not null references customers (id) on delete restrict,
  customer_name text not null,
  customer_phone text not null,
  customer_code text not null,
  delivery_name text not null,
  delivery_phone text not null,
  delivery_address text not null default '',
  pincode text not null,
  subtotal_paise integer not null check (subtotal_paise >= 0),
  points_used integer not null default 0 check (points_used >= 0),
  points_discount_paise integer not null default 0 check (points_discount_paise >= 0),
  amount_paid_paise integer not null check (amount_paid_paise >= 0),
  point_money_paise integer not null default 0 check (point_money_paise >= 0),
  status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'refunded')),
  payment_method text not null default 'cod' check (payment_method in ('cod', 'upi')),
  upi_reference text,
  paid_at timestamptz,
  order_date timestamptz not null default now(),
  is_pending_approval boolean not null default true,
  is_points_awarded boolean not null default false,
  delivery_approved boolean not null default false,
  points_approved boolean not null default false,
  idempotency_key text,
  request_hash text,
  updated_at timestamptz not null default now(),
  check (amount_paid_paise = subtotal_paise - points_discount_paise),
  unique (customer_id, idempotency_key)
);
create index orders_customer_idx on orders (customer_id, order_date desc);
create index orders_date_idx on orders (order_date desc);
create index orders_pending_idx on orders (order_date) where is_pending_approval;

create table order_items (
  order_id text not null references orders (id) on delete cascade,
  line_no integer not null check (line_no > 0),
  -- kept readable after the product is deleted: the line is a snapshot
  product_id uuid references products (id) on delete set null,
  name text not null,
  mrp_paise integer not null check (mrp_paise > 0),
  unit_price_paise integer not null check (unit_price_paise >= 0),
  quantity integer not null check (quantity > 0),
  point_money_paise integer not null check (point_money_paise >= 0),
  primary key (order_id, line_no)
);
create index order_items_product_idx on order_items (product_id);

create table order_events (
  id bigint generated always as identity primary key,
  order_id text not null references orders (id) on delete cascade,
  from_status text,
  to_status text not null,
  admin_id uuid references admin_users (id) on delete set null,
  customer_id uuid references customers (id) on delete set null,
  note text,
  created_at timestamptz not null default now()
);
create index order_events_order_idx on order_events (order_id, id);

-- Every change to a customer's points or carried point money. Append-only:
-- customers.points and customers.point_money_paise always equal these sums.
create table points_ledger (
  id bigint generated always as identity primary key,
  customer_id uuid not null references customers (id) on delete restrict,
  kind text not null check (kind in (
    'order_earned', 'referral_earned', 'redeemed', 'redemption_restored',
    'order_reversed', 'referral_reversed', 'admin_adjustment')),
  points_delta integer not null,
  carry_delta_paise integer not null default 0,
  point_money_paise integer not null default 0,
  order_id text references orders (id) on delete restrict,
  source_customer_id uuid references customers (id) on delete restrict,
  level integer check (level between 1 and 10),
  admin_id uuid references admin_users (id) on delete set null,
  note text,
  created_at timestamptz not null default now()
);
create index points_ledger_customer_idx on points_ledger (customer_id, id desc);
create index points_ledger_order_idx on points_ledger (order_id);

create table audit_log (
  id bigint generated always as identity primary key,
  admin_id uuid references admin_users (id) on delete set null,
  action text not null,
  entity text not null,
  entity_id text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index audit_log_created_idx on audit_log (created_at desc);

create function forbid_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = '55000';
end $$;
create trigger points_ledger_append_only before update or delete on points_ledger
  for each row execute function forbid_change();
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function forbid_change();

create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  handled_by uuid references admin_users (id) on delete set null
);
create index contact_messages_created_idx on contact_messages (created_at desc);

create table offers (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null default '',
  min_tier text not null default 'Bronze' check (min_tier in ('Bronze', 'Silver', 'Gold', 'Diamond')),
  valid_until date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table club_tiers (
  id uuid primary key default gen_random_uuid(),
  tier_name text not null check (tier_name in ('Bronze', 'Silver', 'Gold', 'Diamond')),
  title text not null,
  description text not null default '',
  price text not null default '',
  image_url text,
  display_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index club_tiers_order_idx on club_tiers (tier_name, display_order);

create table leaderboard_config (
  id uuid primary key default gen_random_uuid(),
  top_count integer not null default 10 check (top_count between 1 and 50),
  offer_title text not null default '',
  offer_description text not null default '',
  offer_discount_percentage integer not null default 10 check (offer_discount_percentage between 1 and 100),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index leaderboard_config_one_active on leaderboard_config (is_active) where is_active;
insert into leaderboard_config (offer_title, offer_description)
  values ('Top shopper reward', 'Our top customers get an extra discount on their next order.');

create table content_pages (
  slug text primary key check (slug in ('faq', 'shipping-policy', 'return-policy', 'privacy-policy')),
  title text not null,
  body text not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references admin_users (id) on delete set null
);

-- Active customers ranked by points, then lifetime spend.
create view customer_leaderboard as
  select id, name, code, tier, points, total_spent_paise,
         rank() over (order by points desc, total_spent_paise desc) as rank
  from customers
  where status = 'active';

-- The next free customer code (A101, A102, ...). nextval never hands out a number twice,
-- so concurrent registrations cannot collide; codes an admin typed by hand are skipped.
create function next_customer_code() returns text language plpgsql as $$
declare
  candidate text;
begin
  loop
    candidate := 'A' || nextval('customer_code_seq');
    exit when not exists (select 1 from customers where code = candidate);
  end loop;
  return candidate;
end $$;
