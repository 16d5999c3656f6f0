-- Throttle, never lock out (docs/decisions/038): past a sign-in, registration or password limit a
-- request must carry a solved proof-of-work challenge. Challenges are signed with a key the API
-- processes share through the database (made once, at first use), and each solved one is good for
-- one request: its signature is kept here until the challenge expires, so it cannot be replayed.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

create table spent_challenges (
  signature text primary key,
  expires_at timestamptz not null
);
create index spent_challenges_expires_at_idx on spent_challenges (expires_at);
