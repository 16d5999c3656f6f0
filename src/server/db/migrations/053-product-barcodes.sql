-- Barcodes and the scale's item codes (DESIGN 11.2, docs/decisions/087).
--
-- A product carries any number of pack barcodes (EAN-13, EAN-8, UPC-A), stored normalised (digits
-- only, check digit checked by the products module). A code names one product: the primary key is
-- both the lookup the counter makes on every scan and the guard against a code on two products,
-- also when two saves race. Deleting a product deletes its barcodes.
create table product_barcodes (
  code text primary key check (code ~ '^([0-9]{8}|[0-9]{12,13})$'),
  product_id uuid not null references products (id) on delete cascade
);
create index product_barcodes_product_idx on product_barcodes (product_id);

-- A weighed product the shop's scale sells has the item code the scale prints inside its labels
-- (EAN-13 beginning 20–29): digits, unique, only on a weighed product. Not a barcode: a label's
-- code changes with every weighing, the item code inside it does not.
alter table products
  add column scale_item_code text check (scale_item_code ~ '^[0-9]{4,6}$'),
  add constraint products_scale_item_code_weighed check (scale_item_code is null or weighed);
create unique index products_scale_item_code_unique on products (scale_item_code)
  where scale_item_code is not null;

-- How the shop's scale lays out its labels: the item code's digits after the two-digit prefix,
-- and whether the five (or four, or six) digits after it are the price in paise or the weight in
-- grams. Default: five digits of item code, then the price (the usual Indian label scale setting).
alter table settings
  add column scale_label_item_digits smallint not null default 5 check (scale_label_item_digits in (4, 5, 6)),
  add column scale_label_carries text not null default 'price' check (scale_label_carries in ('price', 'weight'));
