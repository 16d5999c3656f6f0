-- The owner's dashboard and the audit log screen (issue 12, items 8-10; docs/decisions/033).

-- Low stock: products at or below the admin's threshold (SPEC 4: 10, ADMIN_LOW_STOCK_THRESHOLD in
-- src/domain/stock-levels.ts). The dashboard counts them and lists them lowest first from this
-- small index; stock updates from orders move a row in or out of it.
create index products_low_stock_idx on products (stock_quantity, id) where stock_quantity <= 10;

-- The audit log is read newest first, (created_at desc, id desc), a page at a time: a date range is
-- one range of each index, and each filter (what it happened to, what happened, which admin) has
-- its own index in that order, so a rare kind is walked as fast as a common one.
drop index if exists audit_log_created_idx;
create index audit_log_newest_idx on audit_log (created_at desc, id desc);
create index audit_log_entity_idx on audit_log (entity, created_at desc, id desc);
create index audit_log_entity_action_idx on audit_log (entity, action, created_at desc, id desc);
create index audit_log_admin_idx on audit_log (admin_id, created_at desc, id desc);
