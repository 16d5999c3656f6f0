-- Refunds (docs/decisions/007): the order's award rows are undone exactly, so the carried point
-- money may go below zero (point money owed, paid off by the next point money earned).
alter table customers drop constraint customers_point_money_paise_check;

-- A refund gives back the points spent on the order, as a ledger row of its own kind.
alter table points_ledger drop constraint points_ledger_kind_check;
alter table points_ledger add constraint points_ledger_kind_check check (kind in (
  'order_earned', 'referral_earned', 'redeemed', 'redemption_restored', 'redemption_refunded',
  'order_reversed', 'referral_reversed', 'admin_adjustment'));

-- is_points_awarded says the order's points stand: a refunded order's were taken back.
update orders set is_points_awarded = false where status = 'refunded';
