import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, uniquePhone, type TestApp } from '../../testing/test-app';
import { signInAdmin, TEST_ADMIN_ENV } from '../../testing/test-users';

/**
 * What migration 011 keeps beside the customers for the admin's customers and referral screens:
 * each member's downline size and the number of customers per status. Both must always equal
 * what counting the customers gives.
 */
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp(TEST_ADMIN_ENV);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

async function register(name: string, parentCode?: string): Promise<{ id: string; code: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, phone: uniquePhone(), password: 'secret123', confirmPassword: 'secret123', parentCode },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().user;
}

/** Downline sizes as kept, by code, and as counted from the tree itself. */
async function downlines() {
  const kept = await t.db.query<{ code: string; size: number }>(
    `select c.code, coalesce(d.size, 0) as size from customers c
     left join referral_downlines d on d.customer_id = c.id order by c.code`,
  );
  const counted = await t.db.query<{ code: string; size: number }>(
    `with recursive up(ancestor, member) as (
       select parent_id, id from customers where parent_id is not null
       union all
       select c.parent_id, up.member from up join customers c on c.id = up.ancestor where c.parent_id is not null
     )
     select c.code, (select count(*) from up where up.ancestor = c.id)::int as size from customers c order by c.code`,
  );
  expect(kept).toEqual(counted);
  return Object.fromEntries(kept.map((row) => [row.code, row.size]));
}

async function statusCounts() {
  const kept = await t.db.query<{ status: string; is_reserved: boolean; n: number }>(
    `select status, is_reserved, how_many::int as n from customer_counts where how_many > 0 order by 1, 2`,
  );
  const counted = await t.db.query<{ status: string; is_reserved: boolean; n: number }>(
    `select status, is_reserved, count(*)::int as n from customers group by 1, 2 order by 1, 2`,
  );
  expect(kept).toEqual(counted);
  return kept;
}

describe('referral downline sizes', () => {
  it('follow sign-ups, moves and removals, whole subtrees at a time', async () => {
    const asha = await register('Asha Root');
    const biju = await register('Biju Child', asha.code);
    const chinnu = await register('Chinnu Grandchild', biju.code);
    const devi = await register('Devi Child', asha.code);
    await register('Eldho Great-grandchild', chinnu.code);
    expect(await downlines()).toMatchObject({
      [asha.code]: 4,
      [biju.code]: 2,
      [chinnu.code]: 1,
      [devi.code]: 0,
    });

    // Chinnu moves under Devi with her own child.
    await t.db.query('update customers set parent_id = $2 where id = $1', [chinnu.id, devi.id]);
    expect(await downlines()).toMatchObject({ [asha.code]: 4, [biju.code]: 0, [devi.code]: 2 });

    // Devi leaves the tree (to the shop, A100), taking her downline with her.
    await t.db.query('update customers set parent_id = null where id = $1', [devi.id]);
    expect(await downlines()).toMatchObject({ [asha.code]: 1, [devi.code]: 2 });

    // A customer without children is removed; many join at once.
    await t.db.query(`delete from customers where name = 'Eldho Great-grandchild'`);
    await t.db.query(
      `insert into customers (name, phone, code, parent_id)
       select 'Bulk ' || n, '70000000' || lpad(n::text, 2, '0'), 'B' || (900 + n), $1
       from generate_series(1, 20) n`,
      [biju.id],
    );
    expect(await downlines()).toMatchObject({ [asha.code]: 21, [biju.code]: 20, [devi.code]: 1 });
  });
});

describe('the referral tree while it changes concurrently (migration 012)', () => {
  /** Resolves once another connection's statement matching `sql` waits for a lock. */
  async function waitingOnLock(sql: string) {
    for (let tries = 0; tries < 200; tries++) {
      const [row] = await t.db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like $1`,
        [`${sql}%`],
      );
      if (row!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`never waited: ${sql}`);
  }

  it('counts a sign-up under a branch in the upline it ends in, when the branch moves meanwhile', async () => {
    const oldRoot = await register('Old Upline');
    const newRoot = await register('New Upline');
    const branch = await register('Moving Branch', oldRoot.code);
    const leaf = await register('Branch Leaf', branch.code);

    let commitSignUp!: () => void;
    const signUpHeld = new Promise<void>((resolve) => (commitSignUp = resolve));
    let signedUp!: () => void;
    const inserted = new Promise<void>((resolve) => (signedUp = resolve));
    const signUp = t.db.transaction(async (tx) => {
      await tx.query(
        `insert into customers (name, phone, code, parent_id) values ('Late Joiner', $1, 'L9001', $2)`,
        [uniquePhone(), leaf.id],
      );
      signedUp();
      await signUpHeld;
    });
    await inserted;
    const move = t.db.query('update customers set parent_id = $2 where id = $1', [branch.id, newRoot.id]);
    await waitingOnLock('update customers set parent_id');
    commitSignUp();
    await Promise.all([signUp, move]);

    expect(await downlines()).toMatchObject({ [oldRoot.code]: 0, [newRoot.code]: 3, [branch.code]: 2 });
  });

  it('refuses the second of two opposite moves that would close a loop', async () => {
    const left = await register('Left Member');
    const right = await register('Right Member');
    const results = await Promise.allSettled([
      t.db.transaction(async (tx) => {
        await tx.query('update customers set parent_id = $2 where id = $1', [left.id, right.id]);
        await new Promise((resolve) => setTimeout(resolve, 200)); // the other move starts meanwhile
      }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        t.db.query('update customers set parent_id = $2 where id = $1', [right.id, left.id]),
      ),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    const [rejected] = results.filter((result) => result.status === 'rejected');
    expect(String((rejected as PromiseRejectedResult).reason)).toContain('referral cycle');
    await downlines();
  });
});

describe('customer counts by status', () => {
  it('follow registrations, approvals, rejections, removals and bulk loads', async () => {
    const before = await statusCounts();
    const pending = (status: typeof before) =>
      status.find((row) => row.status === 'pending' && !row.is_reserved)?.n;
    const fresh = await Promise.all([register('Count One'), register('Count Two'), register('Count Three')]);
    expect(pending(await statusCounts())).toBe((pending(before) ?? 0) + 3);

    for (const [customer, decision] of [
      [fresh[0]!, 'approve'],
      [fresh[1]!, 'reject'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/customers/${customer.id}/${decision}`,
        headers: { 'content-type': 'application/json' },
        cookies: admin,
      });
      expect(response.statusCode).toBe(200);
    }
    await t.db.query(`update customers set is_reserved = true, password_hash = null where id = $1`, [
      fresh[2]!.id,
    ]);
    await t.db.query(`delete from customers where id = $1`, [fresh[1]!.id]);
    await t.db.query(
      `insert into customers (name, phone, code, status) select 'Many ' || n, '71000000' || lpad(n::text, 2, '0'),
         'C' || (900 + n), 'active' from generate_series(1, 30) n`,
    );
    await statusCounts();
  });
});
