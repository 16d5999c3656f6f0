-- A small trading shop as the previous release (testing/previous-release.ts) kept it, written at
-- that release's schema: an admin, settings the owner changed, a catalogue, a referral tree three
-- deep with a pending and a reserved customer, delivered, pending and cancelled orders with their
-- items, and a points ledger that the balances equal. That release's triggers keep its counters
-- (category counts, customer counts, downlines, sales days, leaderboard tallies) as it would.
-- Every password (the admin's and the customers') is Upgrade-2026.
insert into admin_users (id, username, name, password_hash) values
  ('0a000000-0000-4000-8000-000000000001', 'owner', 'Shop Owner',
   '$2b$10$eOLbgv6NOHIP.E/7N3Fj..DFC7rvbigUFhzAagxeXaOA4A3xNVoRK');

update settings set store_upi_id = 'freshmart@okaxis', point_value_paise = 400, referral_percents = '[8, 4]',
  referral_depth = 2, updated_by = '0a000000-0000-4000-8000-000000000001';

insert into categories (id, name, description) values
  ('0c000000-0000-4000-8000-000000000001', 'Rice & Grains', 'Kerala rice'),
  ('0c000000-0000-4000-8000-000000000002', 'Spices', '');

insert into products (id, name, category_id, mrp_paise, price_paise, dummy_price_paise, stock_quantity) values
  ('0d000000-0000-4000-8000-000000000001', 'Jaya Rice 5 kg', '0c000000-0000-4000-8000-000000000001', 42000, 39900, 45000, 30),
  ('0d000000-0000-4000-8000-000000000002', 'Matta Rice 10 kg', '0c000000-0000-4000-8000-000000000001', 78000, 75000, null, 0),
  ('0d000000-0000-4000-8000-000000000003', 'Pepper 100 g', '0c000000-0000-4000-8000-000000000002', 12000, 11000, null, 50);

-- A101 joined under the shop, A102 under A101, A103 under A102; A104 is pending; A105 reserved.
insert into customers (id, name, phone, code, parent_id, status, is_reserved, tier, password_hash, joined_at) values
  ('0e000000-0000-4000-8000-000000000001', 'Anjali Nair', '9847000001', 'A101', null, 'active', false, 'Silver',
   '$2b$10$eOLbgv6NOHIP.E/7N3Fj..DFC7rvbigUFhzAagxeXaOA4A3xNVoRK', '2026-09-01 10:00+05:30'),
  ('0e000000-0000-4000-8000-000000000002', 'Rahul Menon', '9847000002', 'A102', '0e000000-0000-4000-8000-000000000001',
   'active', false, 'Bronze', '$2b$10$eOLbgv6NOHIP.E/7N3Fj..DFC7rvbigUFhzAagxeXaOA4A3xNVoRK', '2026-09-02 10:00+05:30'),
  ('0e000000-0000-4000-8000-000000000003', 'Fathima Beevi', '9847000003', 'A103', '0e000000-0000-4000-8000-000000000002',
   'active', false, 'Bronze', '$2b$10$eOLbgv6NOHIP.E/7N3Fj..DFC7rvbigUFhzAagxeXaOA4A3xNVoRK', '2026-09-03 10:00+05:30'),
  ('0e000000-0000-4000-8000-000000000004', 'Joseph Kurian', '9847000004', 'A104', '0e000000-0000-4000-8000-000000000001',
   'pending', false, 'Bronze', '$2b$10$eOLbgv6NOHIP.E/7N3Fj..DFC7rvbigUFhzAagxeXaOA4A3xNVoRK', '2026-10-01 10:00+05:30'),
  ('0e000000-0000-4000-8000-000000000005', 'Lakshmi Pillai', '9847000005', 'A105', null,
   'pending', true, 'Bronze', null, '2026-10-02 10:00+05:30');

-- A102's order was delivered (points awarded to A102 and, at 8 %, to A101), A103's is pending,
-- A101's was cancelled.
insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name, delivery_phone,
                    delivery_address, pincode, subtotal_paise, points_used, points_discount_paise, amount_paid_paise,
                    point_money_paise, status, payment_method, upi_reference, paid_at, order_date,
                    is_pending_approval, is_points_awarded, delivery_approved, points_approved, delivered_at) values
  ('ORD-1790000000001-AB12', '0e000000-0000-4000-8000-000000000002', 'Rahul Menon', '9847000002', 'A102',
   'Rahul Menon', '9847000002', 'MG Road, Kochi', '682001', 90800, 0, 0, 90800, 4540, 'delivered', 'upi',
   '412345678901', '2026-11-10 11:00+05:30', '2026-11-10 10:30+05:30', false, true, true, true,
   '2026-11-11 18:00+05:30'),
  ('ORD-1790000000002-CD34', '0e000000-0000-4000-8000-000000000003', 'Fathima Beevi', '9847000003', 'A103',
   'Fathima Beevi', '9847000003', '', '682002', 11000, 0, 0, 11000, 550, 'pending', 'cod', null, null,
   '2026-11-20 09:15+05:30', true, false, false, false, null),
  ('ORD-1790000000003-EF56', '0e000000-0000-4000-8000-000000000001', 'Anjali Nair', '9847000001', 'A101',
   'Anjali Nair', '9847000001', 'Palarivattom', '682025', 39900, 0, 0, 39900, 1995, 'cancelled', 'cod', null, null,
   '2026-11-21 12:00+05:30', false, false, false, false, null);

insert into order_items (order_id, line_no, product_id, name, mrp_paise, unit_price_paise, quantity, point_money_paise) values
  ('ORD-1790000000001-AB12', 1, '0d000000-0000-4000-8000-000000000001', 'Jaya Rice 5 kg', 42000, 39900, 2, 3990),
  ('ORD-1790000000001-AB12', 2, '0d000000-0000-4000-8000-000000000003', 'Pepper 100 g', 12000, 11000, 1, 550),
  ('ORD-1790000000002-CD34', 1, '0d000000-0000-4000-8000-000000000003', 'Pepper 100 g', 12000, 11000, 1, 550),
  ('ORD-1790000000003-EF56', 1, '0d000000-0000-4000-8000-000000000001', 'Jaya Rice 5 kg', 42000, 39900, 1, 1995);

insert into points_ledger (customer_id, kind, points_delta, carry_delta_paise, point_money_paise, order_id,
                           source_customer_id, level, admin_id, note, created_at) values
  ('0e000000-0000-4000-8000-000000000002', 'order_earned', 11, 140, 4540, 'ORD-1790000000001-AB12',
   null, null, null, null, '2026-11-11 18:00+05:30'),
  ('0e000000-0000-4000-8000-000000000001', 'referral_earned', 0, 363, 363, 'ORD-1790000000001-AB12',
   '0e000000-0000-4000-8000-000000000002', 1, null, null, '2026-11-11 18:00+05:30'),
  ('0e000000-0000-4000-8000-000000000001', 'admin_adjustment', 25, 0, 0, null,
   null, null, '0a000000-0000-4000-8000-000000000001', 'Opening gift', '2026-11-12 10:00+05:30');

update customers set points = 11, point_money_paise = 140, lifetime_points = 11, total_spent_paise = 90800
 where code = 'A102';
update customers set points = 25, point_money_paise = 363, lifetime_points = 0 where code = 'A101';
insert into customer_monthly_spend (customer_id, month, spent_paise) values
  ('0e000000-0000-4000-8000-000000000002', '2026-11', 90800);

insert into audit_log (admin_id, action, entity, entity_id, details) values
  ('0a000000-0000-4000-8000-000000000001', 'customer.points', 'customer', '0e000000-0000-4000-8000-000000000001',
   '{"points": 25}');
