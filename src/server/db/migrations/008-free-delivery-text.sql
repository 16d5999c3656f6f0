-- The default FAQ and shipping policy promised a ₹30 charge on orders under ₹500, but orders carry
-- no delivery charge: checkout would never have asked for it (docs/decisions/012). The default
-- text now says what the shop does: delivery within 5 km is free. replace() changes only text
-- that still holds the default sentence, so a page or service the admin has rewritten stays as
-- they wrote it.
update content_pages
set body = replace(body,
  'No. Delivery is free for orders of ₹500 and above within 5 km of the shop; smaller orders pay a ₹30 delivery charge.',
  'No. Delivery is free for every order within 5 km of the shop, however small.'),
  updated_at = now()
where slug = 'faq' and body like '%smaller orders pay a ₹30 delivery charge.%';

update content_pages
set body = replace(body,
  'Delivery is free for orders of ₹500 and above. Smaller orders pay a ₹30 delivery charge.',
  'Delivery is free: there is no delivery charge and no minimum order. What you see at checkout is what you pay.'),
  updated_at = now()
where slug = 'shipping-policy' and body like '%Smaller orders pay a ₹30 delivery charge.%';

update services set price_text = 'Free', updated_at = now()
where price_text = 'Free above ₹500, else ₹30';
