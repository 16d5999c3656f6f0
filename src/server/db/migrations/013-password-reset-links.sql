-- Forgotten passwords (DESIGN 7): the admin makes a one-time link for a customer, valid 30
-- minutes, used once. Only the SHA-256 of the link's token is stored (like sessions), so this
-- table alone opens nothing. Making a new link for a customer ends their earlier unused ones.
create table password_reset_tokens (
  token_hash text primary key,
  customer_id uuid not null references customers (id) on delete cascade,
  created_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_tokens_customer_idx on password_reset_tokens (customer_id);
