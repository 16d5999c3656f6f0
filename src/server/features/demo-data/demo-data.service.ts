import type { DemoData } from '../../../domain/demo-data.schemas';
import { demoDataMessages } from '../../../domain/messages';
import { recordAudit } from '../../audit/audit-log';
import { LOCKS } from '../../db/advisory-lock';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { forgetShopProducts } from '../products/shop-list-cache';

/** The demo seed's customers (migration 031) and what hangs on them. */
const DEMO = 'select customer_id from demo_customers';

/** What demo data the shop holds: null when it holds none (removed, or never seeded). */
export async function demoDataHeld(q: Queryable): Promise<DemoData | null> {
  const [held] = await q.query<DemoData>(
    `select (select count(*) from demo_customers)::int as "customers",
            (select count(*) from orders where customer_id in (${DEMO}))::int as "orders",
            (select count(*) from points_ledger where customer_id in (${DEMO}))::int as "ledgerRows"`,
  );
  return held && held.customers > 0 ? held : null;
}

/** Codes of up to five customers, for a message. */
const codes = (rows: { code: string }[]) => rows.map((r) => r.code).join(', ');

/**
 * Real customers tied to demo ones: referred by a demo customer (they would lose their parent), or
 * paid rewards from demo orders (their ledger would lose rows). Either refuses the removal with
 * what to do first.
 */
async function refuseIfTiedToRealCustomers(tx: Queryable): Promise<void> {
  const referred = await tx.query<{ code: string }>(
    `select c.code from customers c
     where c.parent_id in (${DEMO}) and c.id not in (${DEMO}) order by c.code limit 5`,
  );
  if (referred.length > 0)
    throw new AppError('DEMO_DATA_REFERRED_REAL', demoDataMessages.referredByDemo(codes(referred)));
  const rewarded = await tx.query<{ code: string }>(
    `select distinct c.code from points_ledger l join customers c on c.id = l.customer_id
     where l.customer_id not in (${DEMO})
       and (l.source_customer_id in (${DEMO})
            or l.order_id in (select id from orders where customer_id in (${DEMO})))
     order by c.code limit 5`,
  );
  if (rewarded.length > 0)
    throw new AppError('DEMO_DATA_UNDER_REAL', demoDataMessages.demoUnderReal(codes(rewarded)));
}

/**
 * Removes the demo data in ONE transaction (docs/decisions/040): the demo customers, every order
 * placed in their accounts (open ones give their stock back, as a cancellation would) and their
 * ledger rows; the referral tree, customer counts, sales days and leaderboard follow through their
 * triggers; the next customer code is the next free one again; a leaderboard offer the owner never
 * saved goes back to a new shop's (off). The catalogue, services, offers and showcases stay. Audited.
 */
export async function removeDemoData(db: Database, adminId: string): Promise<DemoData> {
  const { removed, restocked } = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCKS.bootstrap]); // never beside a seeding
    await tx.query(`select id from customers where id in (${DEMO}) order by id for update`);
    const held = await demoDataHeld(tx);
    if (!held) throw new AppError('NOT_FOUND', demoDataMessages.nothingToRemove);
    await refuseIfTiedToRealCustomers(tx);
    await tx.query(`select set_config('shop.demo_data', 'removing', true)`);

    const restocked = await tx.query<{ id: string }>(
      `update products p set stock_quantity = p.stock_quantity + l.quantity, updated_at = now()
       from (select i.product_id, sum(i.quantity)::int as quantity from order_items i join orders o on o.id = i.order_id
             where o.customer_id in (${DEMO}) and o.status in ('pending', 'confirmed', 'shipped')
               and i.product_id is not null
             group by i.product_id order by i.product_id) l
       where p.id = l.product_id returning p.id`,
    );
    await tx.query(`delete from points_ledger where customer_id in (${DEMO})`);
    await tx.query(`delete from orders where customer_id in (${DEMO})`);
    // Leaves first: a parent is kept while it has children (the tree's own rule).
    for (;;) {
      const gone = await tx.query(
        `delete from customers c where c.id in (${DEMO})
           and not exists (select 1 from customers child where child.parent_id = c.id)
         returning c.id`,
      );
      if (gone.length === 0) break;
    }
    await tx.query(
      `select case when max_code is null then setval('customer_code_seq', 101, false)
                   else setval('customer_code_seq', greatest(max_code, 101), true) end
       from (select max(substring(code from 2)::bigint) as max_code from customers where code ~ '^A[0-9]+$') m`,
    );
    await tx.query(
      `update leaderboard_config set is_active = false, updated_at = now()
       where is_active and not exists (
         select 1 from audit_log where entity = 'leaderboard_config' and action = 'leaderboard_config.update')`,
    );
    await recordAudit(tx, {
      adminId,
      action: 'demo_data.remove',
      entity: 'demo_data',
      entityId: null,
      details: { ...held },
    });
    return { removed: held, restocked: restocked.map((r) => r.id) };
  });
  forgetShopProducts(restocked); // their stock changed: the shop shows it at once in this process
  return removed;
}
