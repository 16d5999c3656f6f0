-- Offers do what they say (docs/decisions/076). An offer gets a kind: a percent off, a points
-- multiplier, free delivery (shown, priced once delivery charges exist) or a notice (text only,
-- prices nothing); what it covers (everything, a category, chosen products); its amount; a first
-- day beside its last (business days, Asia/Kolkata, inclusive); and whether it combines with other
-- offers. Existing offers were text only: they become notices that started the day they were made
-- and end on their valid_until, so they keep their meaning.
alter table offers
  add column kind text not null default 'notice'
    check (kind in ('percent_off', 'points_multiplier', 'free_delivery', 'notice')),
  add column target text not null default 'everything' check (target in ('everything', 'category', 'products')),
  -- A deleted category leaves its offers covering nothing, for the owner to see and change.
  add column category_id uuid references categories (id) on delete set null,
  add column product_ids uuid[] not null default '{}',
  add column percent smallint check (percent between 1 and 90),
  add column multiplier smallint check (multiplier between 2 and 5),
  add column starts_on date,
  add column stacks boolean not null default false;

update offers set starts_on = (created_at at time zone 'Asia/Kolkata')::date;

alter table offers
  alter column starts_on set not null,
  alter column starts_on set default (now() at time zone 'Asia/Kolkata')::date,
  add constraint offers_amount_for_kind check (
    (kind = 'percent_off') = (percent is not null) and (kind = 'points_multiplier') = (multiplier is not null)),
  add constraint offers_starts_before_end check (valid_until is null or starts_on <= valid_until);

-- The order keeps what the offers gave it, as priced when it was placed: the discount (its own
-- amount, like the leaderboard offer's), which offers and what each gave, and each line's share
-- of the discount (a refund by line takes back exactly its line's share).
alter table orders
  add column offer_discount_paise integer not null default 0 check (offer_discount_paise >= 0),
  add column applied_offers jsonb not null default '[]';
alter table order_items add column offer_discount_paise integer not null default 0 check (offer_discount_paise >= 0);

alter table orders drop constraint orders_amount_paid;
alter table orders
  add constraint orders_amount_paid check (
    amount_paid_paise = subtotal_paise - offer_discount_paise - leaderboard_discount_paise - points_discount_paise);
