-- A bank credit in the review list may settle a customer's khata (issue 23 point 4;
-- docs/decisions/072): the owner picks the customer, the credit becomes a khata settlement (one
-- payment per order it pays, oldest first) and is marked matched by 'khata', naming the customer and
-- the settlement. payment_id keeps the settlement's first payment (the one carrying the UTR).
alter table statement_credits drop constraint statement_credits_matched_by_check;
alter table statement_credits add constraint statement_credits_matched_by_check
  check (matched_by in ('utr', 'order-id', 'amount', 'owner', 'khata'));
alter table statement_credits add column customer_id uuid references customers (id) on delete set null;
alter table statement_credits add column settlement_id uuid;
-- A credit settles a khata exactly when it names the settlement.
alter table statement_credits add constraint statement_credits_khata_settlement_check
  check ((coalesce(matched_by, '') = 'khata') = (settlement_id is not null));
-- A customer's row deleted finds their settled credits without reading every credit.
create index statement_credits_customer_idx on statement_credits (customer_id) where customer_id is not null;
