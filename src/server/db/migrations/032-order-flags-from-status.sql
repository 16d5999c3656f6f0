-- One record of an order's state (docs/decisions/043): SPEC's flags beside `status` were copies of it.
--   is_pending_approval: true exactly while the order is pending (every transition leaves pending and
--     cleared it; the import set it from the status). The API's isPendingApproval is now
--     `status = 'pending'`, and so are the dashboard's count and the purchases list's filter.
--   delivery_approved, points_approved: set by a delivery and never read; "the delivery was
--     confirmed" is status delivered or refunded (a refund follows a delivery), with its
--     timeline event. The import kept the old app's values of these two unread.
-- A backup from before this migration still restores: the restore loads it at its own schema and
-- then runs this. is_points_awarded stays: an imported order may carry the old app's award.
drop index orders_pending_idx;
alter table orders
  drop column is_pending_approval,
  drop column delivery_approved,
  drop column points_approved;
-- The pending orders' count (dashboard) and the Order Requests list keep their small index.
create index orders_pending_idx on orders (order_date) where status = 'pending';
