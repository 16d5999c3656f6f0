-- Points expire (DESIGN 11.3, docs/decisions/080). The setting is a whole number of months (null:
-- never, the default) and the moment it last took its value (set when expiry is turned on or its
-- period changed): points credited before that moment count from it, so no change ever expires
-- points sooner than a full period after it. Expiry is a ledger row, `points_expired`, worked out
-- from the ledger alone: first in, first out, no lots to keep in step.
alter table settings
  add column points_expire_after_months integer check (points_expire_after_months between 1 and 60),
  add column points_expire_since timestamptz,
  add constraint settings_points_expiry_since check (
    (points_expire_after_months is null) = (points_expire_since is null));

alter table points_ledger drop constraint points_ledger_kind_check;
alter table points_ledger add constraint points_ledger_kind_check check (kind in (
  'order_earned', 'referral_earned', 'redeemed', 'redemption_restored', 'redemption_refunded',
  'order_reversed', 'referral_reversed', 'admin_adjustment', 'imported', 'points_released',
  'points_expired'));
