-- DESIGN 7: the footer's FAQ, shipping, return and privacy pages start with real text for a
-- neighbourhood supermarket; the admin edits them later (PUT /api/admin/pages/:slug).
-- Bodies are plain text with light Markdown (## headings, - lists, blank lines between paragraphs).
-- "on conflict do nothing" never overwrites text an admin has already written.

insert into content_pages (slug, title, body) values
('faq', 'Frequently asked questions', $body$
## Ordering

**How do I order?**
Browse the Shop, add what you need to your cart and tap Proceed to Checkout. You need to sign in with your phone number and password to place an order. We call or message you if anything on your list is out of stock.

**Is there a minimum order?**
No. Delivery is free for orders of ₹500 and above within 5 km of the shop; smaller orders pay a ₹30 delivery charge.

## Payment

**How can I pay?**
Cash on Delivery (COD) or UPI. For UPI, the checkout shows our UPI QR code and the exact amount; you can add the UPI transaction reference so we can match your payment quickly.

## Points and clubs

**How do I earn points?**
Every product shows the point money it earns. When your order is delivered, its point money is added to your account: every ₹5 of point money becomes 1 point, and anything left over is carried to your next order.

**What are points worth?**
One point is worth ₹5 at checkout. You can use points for up to half of an order's value.

**What are the Bronze, Silver, Gold and Diamond clubs?**
Everyone starts in the Bronze club. As your total shopping with us grows, you move up to Silver, Gold and Diamond, and the discount you get on every product grows with you.

**What is a referral code?**
When a friend registers with your customer code, you earn a share of the point money from their delivered orders.

## Help

**How do I reach you?**
Call or WhatsApp us on +91 98470 12345, write to support@freshmart.in, or use the Contact page. We are open Monday to Saturday 9:00 AM to 8:00 PM and Sunday 10:00 AM to 6:00 PM.
$body$),

('shipping-policy', 'Delivery and shipping policy', $body$
We are a neighbourhood supermarket, so we deliver ourselves: your groceries come from our shop in our own vehicles, not through a courier.

## Where we deliver

We deliver to homes within about 5 km of the shop. Enter your pincode at checkout; if your address is outside our area we will call you before confirming the order. You are always welcome to collect your order from the shop.

## When your order arrives

- Orders confirmed before 5:00 PM are usually delivered the same day.
- Orders confirmed later, or on Sunday evenings, are delivered the next morning.
- During festivals (Onam, Vishu, Christmas, Ramadan) and heavy monsoon days deliveries may take longer; we will call you if there is a delay.

## Delivery charges

Delivery is free for orders of ₹500 and above. Smaller orders pay a ₹30 delivery charge.

## At your door

Please check your items when they arrive. Pay our delivery staff in cash or by UPI if you chose Cash on Delivery. Chilled and frozen items are packed separately and should go into the fridge as soon as possible.

You can follow your order on the Track Order page with your order id and phone number.
$body$),

('return-policy', 'Returns and refunds', $body$
We want every item you buy from us to be fresh and in good condition.

## Damaged or expired goods

If an item arrives damaged, leaking, spoiled or past its expiry date, tell us within 2 days of delivery. Call or WhatsApp +91 98470 12345 with your order id and, if you can, a photo of the item. We will replace it on our next delivery or refund it.

## Fruits, vegetables, fish and meat

Fresh produce and chilled items should be checked at the door. Please report any problem with them on the day of delivery.

## What we cannot take back

- Items that were opened or used, unless they were faulty.
- Items returned more than 2 days after delivery.
- Items bought at a clearance price and marked as such.

## How refunds are paid

- Cash on Delivery orders are refunded in cash at your next delivery or by UPI, as you prefer.
- UPI payments are refunded to the same UPI account, usually within 3 working days.
- Points you used on a refunded order are returned to your account. Points you earned on a refunded order are taken back.
$body$),

('privacy-policy', 'Privacy policy', $body$
This policy explains what we keep about you and why. We keep as little as we need to run the shop.

## What we collect

- Your name, phone number and delivery address, to take and deliver your orders.
- Your orders, points and club, to run the loyalty scheme.
- The customer code of the person who referred you, if you gave one, to share referral rewards.
- Messages you send us through the Contact page.

## How we use it

Your phone number is used only for your orders and your account: to sign you in, to call you about a delivery and to let you know about a problem with an order. We do not sell, rent or share your details with anyone for marketing. We do not send promotional SMS unless you ask us to.

## Your password

Your password is stored only as a secure hash. Nobody at the shop can read it. If you forget it, ask us at the shop and we will set a new one for you.

## Cookies

We use one cookie to keep you signed in. We do not use advertising or tracking cookies.

## Your choices

You can ask us to show you the details we hold, correct them, or close your account by calling +91 98470 12345 or writing to support@freshmart.in. Order records are kept as long as the law requires for our accounts.
$body$)
on conflict (slug) do nothing;

update content_pages set body = btrim(body, E'\n') where updated_by is null;
