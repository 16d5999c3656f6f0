-- Rate limits count at a steady rate instead of in fixed windows (docs/decisions/017): a fixed
-- 10-minute window let a full second burst through the moment the next window opened. Each key
-- keeps one time, `busy_until`: every hit counted moves it on by window / limit, and a hit is
-- allowed while that stays within one window of now. So a limit of 10 per 10 minutes allows 10 at
-- once, then one more each minute. A row whose busy_until has passed counts nothing and may go.
create table throttles (
  key text primary key,
  busy_until timestamptz not null
);
create index throttles_busy_until_idx on throttles (busy_until);

drop table rate_limits;

-- Browsers an account has signed in on (OWASP's device cookies): a wrong password elsewhere does
-- not lock such a browser out of that account. Only the SHA-256 of the cookie's token is stored.
create table trusted_devices (
  device_hash text not null,
  -- 'customer:<phone>' or 'admin:<username>', as typed at sign-in (normalised)
  account text not null,
  created_at timestamptz not null default now(),
  -- the last time this account signed in on this browser; trust lapses a year after it
  last_used_at timestamptz not null default now(),
  primary key (device_hash, account)
);
create index trusted_devices_last_used_idx on trusted_devices (last_used_at);
