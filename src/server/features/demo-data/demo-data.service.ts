import type { DemoData } from '../../../domain/demo-data.schemas';
import { demoDataMessages } from '../../../domain/messages';
import { LOCKS } from '../../db/advisory-lock';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';

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
 * Locks the demo customers' rows for a removal (never beside a seeding: the bootstrap lock) and
 * says what demo data there is, refusing when there is none or when real customers are tied to it.
 * Marks the transaction as the removal, the one the ledger's append-only guard lets delete the
 * demo customers' rows (migration 031). Returns what will go and the demo customers' ids.
 */
export async function startDemoRemoval(tx: Queryable): Promise<{ held: DemoData; customerIds: string[] }> {
  await tx.query('select pg_advisory_xact_lock($1)', [LOCKS.bootstrap]); // never beside a seeding
  const locked = await tx.query<{ id: string }>(
    `select id from customers where id in (${DEMO}) order by id for update`,
  );
  const held = await demoDataHeld(tx);
  if (!held) throw new AppError('NOT_FOUND', demoDataMessages.nothingToRemove);
  await refuseIfTiedToRealCustomers(tx);
  await tx.query(`select set_config('shop.demo_data', 'removing', true)`);
  return { held, customerIds: locked.map((row) => row.id) };
}
