-- The old app's hand-kept daily_sales rows that the imported orders do not explain (issue 13, item 4;
-- docs/decisions/036): a day whose kept sales or order count differ from what the imported orders of
-- that Asia/Kolkata day give. They are kept as the old app's figure for the day, beside (never
-- inside) the sums computed from the orders, and the sales screen shows them marked as imported.
create table imported_sales_days (
  day date primary key,
  orders integer not null check (orders >= 0),
  sales_paise bigint not null check (sales_paise >= 0),
  point_money_paise bigint not null default 0,
  imported_at timestamptz not null default now()
);
