-- Issue 23, DESIGN 11.1 (docs/decisions/061): every order has an unguessable pay token, so its
-- https pay page /pay/{token} can be sent on WhatsApp or SMS (which do not open upi:// links)
-- without the order's id or a sign-in. 122 random bits from gen_random_uuid() (PostgreSQL 13+,
-- built in), written without the dashes. The default fills existing orders and every new one,
-- whichever path inserts it (checkout, import, the counter).
alter table orders add column pay_token text not null default translate(gen_random_uuid()::text, '-', '');
create unique index orders_pay_token_key on orders (pay_token);

-- A UTR a customer gives (at checkout or on the pay page) is found again when another order is
-- given the same one, and when a bank statement's credit carries it (docs/decisions/066, 067).
create index orders_upi_reference_idx on orders (upi_reference) where upi_reference is not null;
