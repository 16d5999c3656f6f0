-- Money recorded by hand is recorded once (docs/decisions/073): a payment on an order or a khata
-- settlement sent with an Idempotency-Key keeps the key, a fingerprint of the request and the answer
-- it got. A retry with the key (a lost answer, a second tap) gets that answer and records nothing;
-- the same key with another request is refused. The payments module owns the table.
create table money_requests (
  idempotency_key text primary key check (idempotency_key ~ '^[A-Za-z0-9_-]{8,100}$'),
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  answer jsonb,
  created_at timestamptz not null default now()
);
