-- Referral review (DESIGN 11.3, Issue 24 point 4, docs/decisions/081). A referral link (a member and
-- one of the uplines that would earn from them) is FLAGGED, never refused, when the two share a
-- delivery address (normalised), a device (the long-lived device cookie) or a UPI payer name (from
-- statements), or when the member's parent gained many members in a short burst. While a flag is
-- open the upline's rewards from that member wait (pending_awards.held); the owner clears it
-- (they wait for the return window as usual) or rejects it (voided, and no reward again).

alter table settings add column referral_review boolean not null default true;
alter table settings add column referral_burst_members integer not null default 5
  check (referral_burst_members between 2 and 100);
alter table settings add column referral_burst_hours integer not null default 24
  check (referral_burst_hours between 1 and 720);

create table referral_flags (
  id bigint generated always as identity primary key,
  member_id uuid not null references customers (id) on delete cascade,
  upline_id uuid not null references customers (id) on delete cascade,
  status text not null default 'open' check (status in ('open', 'cleared', 'rejected')),
  raised_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references admin_users (id) on delete set null,
  note text,
  unique (member_id, upline_id),
  check (member_id <> upline_id)
);
create index referral_flags_status_idx on referral_flags (status, raised_at desc, id desc);
create index referral_flags_upline_idx on referral_flags (upline_id);

-- Why a link is flagged: one row per piece of evidence (the same evidence twice is one row).
create table referral_flag_reasons (
  id bigint generated always as identity primary key,
  flag_id bigint not null references referral_flags (id) on delete cascade,
  kind text not null check (kind in ('address', 'device', 'payer_name', 'burst')),
  evidence_key text not null,
  evidence jsonb not null,
  found_at timestamptz not null default now(),
  unique (flag_id, kind, evidence_key)
);

-- What the rules compare: each customer's delivery addresses (normalised words, and the pincode
-- apart: '' when none is known, which matches any) and UPI payer names
-- (normalised, with the statement line they came from), as they were saved, used or matched.
create table referral_address_marks (
  customer_id uuid not null references customers (id) on delete cascade,
  normalised text not null,
  pincode text not null default '',
  address text not null,
  seen_at timestamptz not null default now(),
  primary key (customer_id, normalised, pincode)
);
create index referral_address_marks_normalised_idx on referral_address_marks (normalised);

create table referral_payer_marks (
  customer_id uuid not null references customers (id) on delete cascade,
  payer_name text not null,
  statement_line text not null,
  seen_at timestamptz not null default now(),
  primary key (customer_id, payer_name)
);
create index referral_payer_marks_name_idx on referral_payer_marks (payer_name);
