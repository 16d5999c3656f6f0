/**
 * The scale data set, written with set-based SQL (generate_series) in a few statements per table:
 * categories, products, customers in a referral tree, orders with their lines, status timelines
 * and the points they earned. Every "random" choice is a hash of the row number, so the same
 * SCALE always gives the same shop.
 *
 * The shop it draws:
 * - customers joined over three years; 3% pending, 1% rejected, 1% reserved (no password);
 * - a referral tree: 25% joined without a referrer (under A100), 5% under one of twelve early big
 *   referrers, the rest under a customer who joined before them (a random recursive tree: most
 *   have 0–3 children, depth around 15, the earliest customers have large downlines);
 * - orders over two years (about 2,700 a day at SCALE=10), more from long-standing customers;
 *   older orders delivered (91%), cancelled or refunded, the last three days still moving;
 * - 1–5 lines an order from a catalogue where a few products sell most;
 * - delivered orders earn points (one ledger row each), so balances equal the ledger.
 * - three admins, and the audit log they wrote (auditLogStep): every admin move of an order, a
 *   stock change of each product, a hand change of 1% of customers' points, offers and settings.
 * Not drawn: points redemption, referral rewards, monthly spend, sessions.
 *
 * Each step analyzes the tables it filled before the next one reads them: planned on statistics
 * of an empty table (or, after refresh_leaderboard_ranking, of lifetime_points all 0), a join or an
 * anti-join here ran for over 40 minutes at SCALE=10 (docs/decisions/053).
 */
import { hashSync } from '@node-rs/bcrypt';
import type pg from 'pg';
import type { Sizes } from './sizes';
import { malayalamSearchText } from '../../src/domain/catalogue-search';
import { BRANDS, CATEGORIES, FAMILY_NAMES, GIVEN_NAMES, ITEMS, ITEMS_ML, SIZES } from './words';

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (items: readonly string[]) => `array[${items.map(quote).join(', ')}]::text[]`;

/** A number in [0, 1) from a row number and a salt: the same every run. */
const u = (expr: string, salt: number) =>
  `((hashint8extended((${expr})::int8, ${salt}) & 9007199254740991)::float8 / 9007199254740992)`;

/** An index 1..n, skewed to the start of a list when power > 1. */
const pick = (n: number, expr: string, salt: number, power = 1) =>
  `(1 + floor(${n} * power(${u(expr, salt)}, ${power}))::int)`;

const skewedWord = (items: readonly string[], expr: string, salt: number, power = 2) =>
  `(${textArray(items)})[${pick(items.length, expr, salt, power)}]`;

/**
 * The Malayalam name, other names and kept search text (docs/decisions/095) of the product whose
 * item (an index into ITEMS) is `item`: three SQL expressions, for an insert's or an update's columns.
 */
function malayalamColumns(item: string) {
  const aliases = ITEMS_ML.map(([, each]) => each.join('|'));
  const searchMl = ITEMS_ML.map(([nameMl, each]) => malayalamSearchText(nameMl, each));
  return {
    nameMl: `(${textArray(ITEMS_ML.map(([nameMl]) => nameMl))})[${item}]`,
    aliases: `string_to_array((${textArray(aliases)})[${item}], '|')`,
    searchMl: `(${textArray(searchMl)})[${item}]`,
  };
}

/** The item (index into ITEMS) of the g-th product, most sold first. */
const productItem = (g: string) => pick(ITEMS.length, g, 1, 2.5);

/**
 * Malayalam names for a data set made before the generator drew them: the same as a new data set's,
 * from the same item of each product.
 */
export function malayalamNamesStep(sizes: Sizes): GenerateStep {
  const ml = malayalamColumns('t.item');
  return {
    label: 'Malayalam names of the products',
    sql: `update products p set name_ml = ${ml.nameMl}, aliases = ${ml.aliases}, search_ml = ${ml.searchMl}
      from (select g, ${productItem('g')} as item from generate_series(1, ${sizes.products}) g) t
      where p.id = ${productId('t.g')}`,
  };
}

/** Ids are derived from the row number, so rows can name each other without a join. */
export const customerId = (g: string) => `md5('c' || ${g})::uuid`;
const productId = (g: string) => `md5('p' || ${g})::uuid`;

/** The referrers of the early days: customers 1..12 collect 5% of all sign-ups between them. */
const BIG_REFERRERS = 12;

export interface GenerateStep {
  label: string;
  sql: string;
}

/** The statements, in order. `at` is the moment the data set ends ("now" when it was made). */
export function generationSteps(sizes: Sizes, at: Date): GenerateStep[] {
  const { customers: C, products: P, orders: O } = sizes;
  const now = `${quote(at.toISOString())}::timestamptz`;
  const passwordHash = hashSync('shop1234', 10);
  const itemNames = ITEMS.map(([name]) => name);
  const itemCategory = `array[${ITEMS.map(([, category]) => category + 1).join(', ')}]::int[]`;
  const ml = malayalamColumns('t.item');

  return [
    {
      label: 'categories',
      sql: `insert into categories (name, description)
        select name, 'Everything in ' || name from unnest(${textArray(CATEGORIES)}) name
        on conflict (lower(name)) do nothing`,
    },
    {
      label: `${P} products`,
      sql: `
        create unlogged table bench_tmp_products as
          select g, ${productItem('g')} as item, 1000 + floor(199000 * ${u('g', 2)})::int as mrp
          from generate_series(1, ${P}) g;
        insert into products (id, name, description, category_id, mrp_paise, price_paise, dummy_price_paise,
                              stock_quantity, created_at, updated_at, name_ml, aliases, search_ml)
        select ${productId('t.g')},
               ${skewedWord(BRANDS, 't.g', 3, 1.5)} || ' ' || (${textArray(itemNames)})[t.item] || ' '
                 || ${skewedWord(SIZES, 't.g', 4, 1.5)},
               'Generated for the scale bench.',
               c.id, t.mrp,
               t.mrp - floor(t.mrp * (0.03 + 0.09 * ${u('t.g', 5)}))::int,
               case when ${u('t.g', 6)} < 0.2 then t.mrp + 100 + floor(t.mrp * 0.1 * ${u('t.g', 7)})::int end,
               case when ${u('t.g', 8)} < 0.05 then 0
                    when ${u('t.g', 8)} < 0.10 then 1 + floor(5 * ${u('t.g', 9)})::int
                    else 6 + floor(195 * ${u('t.g', 9)})::int end,
               ${now} - interval '1095 days' * (1 - t.g::float8 / ${P}),
               ${now} - interval '1095 days' * (1 - t.g::float8 / ${P}),
               ${ml.nameMl}, ${ml.aliases}, ${ml.searchMl}
        from bench_tmp_products t
        join categories c on lower(c.name) = lower((${textArray(CATEGORIES)})[(${itemCategory})[t.item]]);
        drop table bench_tmp_products;
        analyze products`,
    },
    {
      label: `${O} orders drawn`,
      sql: `
        create unlogged table bench_tmp_orders as
          select d.*,
                 'ORD-' || floor(extract(epoch from d.order_date) * 1000)::bigint || '-'
                   || upper(substr(md5('o' || d.g), 1, 8)) as id,
                 case when d.age_days > 3 then
                        case when d.r < 0.08 then 'cancelled' when d.r < 0.09 then 'refunded' else 'delivered' end
                      else
                        case when d.r < 0.30 then 'pending' when d.r < 0.50 then 'confirmed'
                             when d.r < 0.65 then 'shipped' when d.r < 0.95 then 'delivered' else 'cancelled' end
                 end as status
          from (
            select g, 1 + floor(${C} * power(${u('g', 21)}, 1.4))::int as customer_g,
                   ${now} - interval '730 days' * ((${O} - g + 0.5) / ${O}) as order_date,
                   730.0 * (${O} - g) / ${O} as age_days,
                   ${u('g', 22)} as r,
                   ${pick(5, 'g', 23)} as lines,
                   case when ${u('g', 24)} < 0.3 then 'upi' else 'cod' end as payment_method
            from generate_series(1, ${O}) g
          ) d;
        create unlogged table bench_tmp_lines as
          select o.g as order_g, l as line_no, p.id as product_id, p.name, p.mrp_paise,
                 p.mrp_paise - round(p.mrp_paise * 0.02)::int as unit_price,
                 1 + floor(3 * power(${u('o.g * 8 + l', 25)}, 2))::int as quantity,
                 p.mrp_paise - p.price_paise as point_money_per_unit
          from bench_tmp_orders o
          cross join generate_series(1, o.lines) l
          join products p on p.id = ${productId(pick(P, 'o.g * 8 + l', 26, 2))};
        create unlogged table bench_tmp_totals as
          select order_g, sum(unit_price * quantity)::int as subtotal,
                 sum(point_money_per_unit * quantity)::int as point_money
          from bench_tmp_lines group by order_g;
        create unique index on bench_tmp_totals (order_g);
        analyze bench_tmp_orders; analyze bench_tmp_lines; analyze bench_tmp_totals`,
    },
    {
      label: `${C} customers in a referral tree`,
      sql: `
        create unlogged table bench_tmp_spend as
          select o.customer_g, sum(t.subtotal)::bigint as spent, sum(floor(t.point_money / 500))::int as points
          from bench_tmp_orders o join bench_tmp_totals t on t.order_g = o.g
          where o.status = 'delivered' group by o.customer_g;
        create unique index on bench_tmp_spend (customer_g);
        -- Row by row, these would walk every new member's ancestors: the tree is acyclic by
        -- construction (a parent joined earlier), and downline sizes are counted once at the end.
        alter table customers disable trigger customers_no_referral_cycle;
        alter table customers disable trigger customers_downline_on_insert;
        insert into customers (id, name, phone, code, parent_id, status, is_reserved, tier, points,
                               total_spent_paise, password_hash, joined_at, created_at, updated_at)
        select ${customerId('g')},
               ${skewedWord(GIVEN_NAMES, 'g', 11)} || ' ' || ${skewedWord(FAMILY_NAMES, 'g', 12)},
               (array['9', '9', '9', '8', '8', '7', '6'])[${pick(7, 'g', 13)}]
                 || lpad(((g::int8 * 387420489 + 12345) % 1000000000)::text, 9, '0'),
               'A' || (100 + g),
               case when g <= ${BIG_REFERRERS} or ${u('g', 14)} < 0.25 then null
                    when ${u('g', 14)} < 0.30 then ${customerId(pick(BIG_REFERRERS, 'g', 15))}
                    else ${customerId(`1 + floor((g - 1) * ${u('g', 16)})::int`)} end,
               case when ${u('g', 17)} < 0.03 then 'pending' when ${u('g', 17)} < 0.04 then 'rejected' else 'active' end,
               ${u('g', 18)} < 0.01,
               case when coalesce(s.spent, 0) >= 15000000 then 'Diamond' when coalesce(s.spent, 0) >= 5000000 then 'Gold'
                    when coalesce(s.spent, 0) >= 1000000 then 'Silver' else 'Bronze' end,
               coalesce(s.points, 0), coalesce(s.spent, 0),
               case when ${u('g', 18)} >= 0.01 then ${quote(passwordHash)} end,
               ${now} - interval '1095 days' * (1 - g::float8 / ${C}),
               ${now} - interval '1095 days' * (1 - g::float8 / ${C}),
               ${now} - interval '1095 days' * (1 - g::float8 / ${C})
        from generate_series(1, ${C}) g
        left join bench_tmp_spend s on s.customer_g = g;
        alter table customers enable trigger customers_no_referral_cycle;
        alter table customers enable trigger customers_downline_on_insert;
        analyze customers;
        select refresh_referral_downlines();
        analyze referral_downlines;
        select setval('customer_code_seq', ${100 + C})`,
    },
    {
      label: 'orders',
      sql: `
        -- Row by row, each order would queue a deferred sales_days update: the days are summed once at the end.
        alter table orders disable trigger orders_counted_in_sales_days;
        insert into orders (id, customer_id, customer_name, customer_phone, customer_code, delivery_name,
                            delivery_phone, delivery_address, pincode, subtotal_paise, amount_paid_paise,
                            point_money_paise, status, payment_method, upi_reference, paid_at, order_date,
                            delivered_at, is_points_awarded, updated_at)
        select o.id, c.id, c.name, c.phone, c.code, c.name, c.phone, 'House ' || (o.g % 300) || ', Thrissur',
               '680' || lpad((o.g % 700)::text, 3, '0'), t.subtotal, t.subtotal, t.point_money, o.status,
               o.payment_method,
               case when o.payment_method = 'upi' then lpad(((o.g::int8 * 104729) % 1000000000000)::text, 12, '0') end,
               case when o.status in ('delivered', 'refunded') then least(o.order_date + interval '2 days', ${now}) end,
               o.order_date,
               case when o.status in ('delivered', 'refunded') then least(o.order_date + interval '2 days', ${now}) end,
               o.status = 'delivered',
               least(o.order_date + interval '7 days', ${now})
        from bench_tmp_orders o
        join bench_tmp_totals t on t.order_g = o.g
        join customers c on c.id = ${customerId('o.customer_g')};
        alter table orders enable trigger orders_counted_in_sales_days;
        analyze orders;
        select refresh_sales_days()`,
    },
    {
      label: 'order lines',
      sql: `
        insert into order_items (order_id, line_no, product_id, name, mrp_paise, unit_price_paise, quantity,
                                 point_money_paise)
        select o.id, l.line_no, l.product_id, l.name, l.mrp_paise, l.unit_price, l.quantity,
               l.point_money_per_unit * l.quantity
        from bench_tmp_lines l join bench_tmp_orders o on o.g = l.order_g;
        analyze order_items`,
    },
    {
      label: 'order timelines',
      sql: `
        insert into order_events (order_id, from_status, to_status, customer_id, created_at)
        select o.id, e.from_status, e.to_status, case when e.from_status is null then ${customerId('o.customer_g')} end,
               least(o.order_date + e.after, ${now})
        from bench_tmp_orders o
        cross join lateral (values
            (null, 'pending', interval '0', true),
            ('pending', 'confirmed', interval '2 hours', o.status in ('confirmed', 'shipped', 'delivered', 'refunded')),
            ('confirmed', 'shipped', interval '1 day', o.status in ('shipped', 'delivered', 'refunded')),
            ('shipped', 'delivered', interval '2 days', o.status in ('delivered', 'refunded')),
            ('delivered', 'refunded', interval '9 days', o.status = 'refunded'),
            ('pending', 'cancelled', interval '3 hours', o.status = 'cancelled')
          ) as e(from_status, to_status, after, happened)
        where e.happened
        order by o.g, e.after;
        analyze order_events`,
    },
    {
      label: 'points earned',
      sql: `
        insert into points_ledger (customer_id, kind, points_delta, point_money_paise, order_id, created_at)
        select ${customerId('o.customer_g')}, 'order_earned', floor(t.point_money / 500)::int, t.point_money, o.id,
               least(o.order_date + interval '2 days', ${now})
        from bench_tmp_orders o join bench_tmp_totals t on t.order_g = o.g
        where o.status = 'delivered'
        order by o.g;
        analyze points_ledger;
        select refresh_leaderboard_ranking()`,
    },
    auditLogStep(at, passwordHash),
    {
      label: 'clean up',
      sql: `drop table bench_tmp_orders, bench_tmp_lines, bench_tmp_totals, bench_tmp_spend`,
    },
  ];
}

/** An admin of the bench's shop: 1 the owner (60% of the changes), 2 the counter (35%), 3 the night manager. */
const adminId = (n: number) => `md5('a${n}')::uuid`;
const adminFor = (r: string) =>
  `case when ${r} < 0.6 then ${adminId(1)} when ${r} < 0.95 then ${adminId(2)} else ${adminId(3)} end`;

/**
 * The audit log (issue 12, item 10) as the admins would have written it over two years: one row for
 * every order event an admin made (approve, ship, deliver, reject, refund: ~5.7M at SCALE=10, with
 * the order workflow's details), a stock change of every product, hand changes of 1% of customers'
 * points, a few hundred offers and a few dozen loyalty-settings saves (the rare kinds a filter
 * picks). Also run alone on a data set made before it (ensureDataset).
 */
export function auditLogStep(at: Date, passwordHash = hashSync('shop1234', 10)): GenerateStep {
  const now = `${quote(at.toISOString())}::timestamptz`;
  const ago = (expr: string, salt: number) => `${now} - interval '730 days' * ${u(expr, salt)}`;
  return {
    label: 'audit log',
    sql: `
      insert into admin_users (id, username, name, password_hash) values
        (${adminId(1)}, 'owner', 'Shop Owner', ${quote(passwordHash)}),
        (${adminId(2)}, 'counter', 'Counter Staff', ${quote(passwordHash)}),
        (${adminId(3)}, 'night', 'Night Manager', ${quote(passwordHash)})
      on conflict do nothing;
      insert into audit_log (admin_id, action, entity, entity_id, details, created_at)
      select ${adminFor(u('e.id', 901))},
             'order.' || case e.to_status when 'confirmed' then 'approve' when 'shipped' then 'ship'
               when 'delivered' then 'deliver' when 'refunded' then 'refund' else 'reject' end,
             'order', e.order_id, jsonb_build_object('from', e.from_status, 'to', e.to_status), e.created_at
      from order_events e where e.from_status is not null
      order by e.created_at, e.id;
      insert into audit_log (admin_id, action, entity, entity_id, details, created_at)
      select * from (
        select ${adminFor(u('g', 902))}, 'update', 'product', p.id::text,
               jsonb_build_object('before', jsonb_build_object('stockQuantity', p.stock_quantity + 24),
                                  'after', jsonb_build_object('stockQuantity', p.stock_quantity)),
               ${ago('g', 903)}
        from (select row_number() over (order by id) as g, id, stock_quantity from products) p
        union all
        select ${adminFor(u('g', 904))}, 'customer.points', 'customer', c.id::text,
               jsonb_build_object('before', jsonb_build_object('points', c.points + 50),
                                  'after', jsonb_build_object('points', c.points), 'reason', 'Counter correction'),
               ${ago('g', 905)}
        from (select row_number() over (order by id) as g, id, points from customers) c
        where ${u('c.g', 906)} < 0.01
        union all
        select ${adminId(1)}, 'offer.create', 'offer', md5('offer' || g),
               jsonb_build_object('title', 'Weekend offer ' || g), ${ago('g', 907)}
        from generate_series(1, 300) g
        union all
        select ${adminId(1)}, 'settings.update', 'settings', null,
               jsonb_build_object('before', jsonb_build_object('pointsPerRupee', 1),
                                  'after', jsonb_build_object('pointsPerRupee', 2)), ${ago('g', 908)}
        from generate_series(1, 40) g
      ) changes (admin_id, action, entity, entity_id, details, created_at)
      order by created_at`,
  };
}

/** The tables the generator fills; their secondary indexes are dropped while it runs and rebuilt after. */
export const GENERATED_TABLES = [
  'products',
  'customers',
  'orders',
  'order_items',
  'order_events',
  'points_ledger',
  'referral_downlines',
  'audit_log',
] as const;

export async function runGeneration(client: pg.Client, sizes: Sizes, at: Date, log: (line: string) => void) {
  for (const step of generationSteps(sizes, at)) {
    const started = performance.now();
    await client.query(step.sql);
    log(`  ${step.label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
