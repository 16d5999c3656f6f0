-- Bank statements uploaded and applied (issue 23, point 3; docs/decisions/066, 067, 068): the
-- statements module owns these tables.

-- One row per statement applied (a dry run stores nothing).
create table statements (
  id uuid primary key default gen_random_uuid(),
  uploaded_by uuid references admin_users (id) on delete set null,
  uploaded_at timestamptz not null default now(),
  -- The layout it was read by: 'sbi', 'hdfc', …, or 'custom' (the owner's columns).
  bank text not null,
  file_name text not null,
  file_sha256 text not null check (file_sha256 ~ '^[0-9a-f]{64}$'),
  credits integer not null check (credits >= 0),
  matched integer not null check (matched >= 0),
  review integer not null check (review >= 0),
  unmatched integer not null check (unmatched >= 0),
  skipped integer not null check (skipped >= 0)
);
create index statements_uploaded_idx on statements (uploaded_at desc);

-- Every credit of an applied statement and what became of it. `candidates` are the orders the
-- rules found for a credit in review. `payment_id` is the payment a match recorded.
create table statement_credits (
  id uuid primary key default gen_random_uuid(),
  statement_id uuid not null references statements (id) on delete cascade,
  line integer not null check (line > 0),
  day date not null,
  amount_paise bigint not null check (amount_paise > 0),
  narration text not null,
  reference text,
  utr text check (utr is null or utr ~ '^[0-9]{12}$'),
  credit_key text not null,
  outcome text not null check (outcome in ('matched', 'review', 'unmatched', 'skipped', 'dismissed')),
  -- Why: the rule's reason for review/unmatched/skipped, the owner's for a dismissal.
  reason text,
  candidates text[] not null default '{}',
  order_id text references orders (id) on delete set null,
  payment_id uuid references payments (id) on delete set null,
  matched_by text check (matched_by in ('utr', 'order-id', 'amount', 'owner')),
  decided_by uuid references admin_users (id) on delete set null,
  decided_at timestamptz,
  check ((outcome = 'matched') = (matched_by is not null))
);
-- A credit is applied, or waits in the review list, once: a second upload of the same credit is
-- skipped (the service checks first, under a lock; this index holds it whatever happens).
create unique index statement_credits_key_once on statement_credits (credit_key) where outcome <> 'skipped';
create index statement_credits_statement_idx on statement_credits (statement_id, line);
-- The review list: credits waiting for the owner, newest first.
create index statement_credits_waiting_idx on statement_credits (day desc, line)
  where outcome in ('review', 'unmatched');

-- The columns the owner named for a bank that is none of the built-in layouts, remembered by the
-- file's header row (its cells, trimmed, lower case, joined by a unit separator).
create table statement_mappings (
  header text primary key,
  mapping jsonb not null,
  saved_by uuid references admin_users (id) on delete set null,
  saved_at timestamptz not null default now()
);

-- Candidate orders without a scan of every order (docs/decisions/068):
-- by the order id a narration carries: 'ORD-' and the 13 digits of its moment, the suffix cut off
-- by many banks, so the index is on that start;
create index orders_id_stamp_idx on orders (left(id, 17));
-- by amount: UPI orders with something still due, by when they were placed (a small index: most
-- UPI orders are paid within the day).
create index orders_upi_due_idx on orders (order_date)
  include (amount_paid_paise, paid_paise)
  where payment_method = 'upi' and paid_paise < amount_paid_paise and status not in ('cancelled', 'refunded');
