-- Khata, credit for regulars (issue 23 point 4, DESIGN 11.1; docs/decisions/070). The owner gives
-- a customer a credit limit (0: no khata for new orders; what is owed stays owed). A khata order
-- is credit, not a payment: it is due like any unpaid order until payments pay it. What a customer
-- owes is derived from their live khata orders' amounts and payments (orders.paid_paise, kept by
-- migration 038's trigger), never kept as a counter of its own.
alter table customers add column credit_limit_paise integer not null default 0
  check (credit_limit_paise >= 0);
-- The Khata screen lists the customers the shop gives credit (a few among many).
create index customers_credit_idx on customers (id) where credit_limit_paise > 0;

-- A third way to pay at checkout. The new check allows more than the old one, so the rows already
-- there pass it: it is added without a scan of the orders (not valid) and validated after, which
-- takes no lock that stops writes.
alter table orders drop constraint orders_payment_method_check;
alter table orders add constraint orders_payment_method_check
  check (payment_method in ('cod', 'upi', 'khata')) not valid;
alter table orders validate constraint orders_payment_method_check;

-- The due khata orders of a customer, oldest first: what a settlement pays and the ageing reads.
create index orders_khata_due_idx on orders (customer_id, order_date, id)
  where payment_method = 'khata' and status not in ('cancelled', 'refunded');

-- A settlement: cash or UPI the customer pays against their khata, spread over their due khata
-- orders oldest first, one payment per order it touches. The rows of one settlement share its id.
alter table payments drop constraint payments_source_check;
alter table payments add constraint payments_source_check
  check (source in ('checkout', 'delivery', 'admin', 'statement', 'refund', 'import', 'settlement')) not valid;
alter table payments validate constraint payments_source_check;
alter table payments add column settlement_id uuid;
create index payments_settlement_idx on payments (settlement_id) where settlement_id is not null;
