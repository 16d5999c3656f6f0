import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_NAME } from '../../../domain/document-title';
import { messages } from '../../../domain/messages';
import type { ReferralNode, ReferralTreePage } from '../../../domain/referral-tree.schemas';
import { startTestApp, uniquePhone, type TestApp } from '../../testing/test-app';
import { shopFixtures } from '../../testing/shop-fixtures';

/**
 * GET /api/admin/referral-tree (issue 11, docs/decisions/027) and the counts it reads: each
 * member's direct children and downline size and A100's children, kept by migration 015's
 * triggers through sign-ups, admin adds, moves and removals. Every change here is followed by a
 * comparison with the tree counted from scratch.
 */
let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

async function tree(query: Record<string, string | number> = {}, cookies = admin) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return t.app.inject({ method: 'GET', url: `/api/admin/referral-tree?${search}`, cookies });
}

async function page(query: Record<string, string | number> = {}): Promise<ReferralTreePage> {
  const response = await tree(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** What an admin add writes (the customers API's insert): a Reserved member under `parentId`. */
async function adminAdd(name: string, parentId: string | null): Promise<{ id: string; code: string }> {
  const [row] = await t.db.query<{ id: string; code: string }>(
    `insert into customers (name, phone, code, parent_id, status, is_reserved)
     values ($1, $2, next_customer_code(), $3, 'active', true) returning id, code`,
    [name, uniquePhone(), parentId],
  );
  return row!;
}

const move = (id: string, parentId: string | null) =>
  t.db.query('update customers set parent_id = $2 where id = $1', [id, parentId]);

/** The kept counts equal the tree counted from scratch; returns them by code (A100 for the shop). */
async function countsMatchTheTree() {
  const kept = await t.db.query<{ code: string; size: number; children: number }>(
    `select c.code, coalesce(d.size, 0) as size, coalesce(d.children, 0) as children
     from customers c left join referral_downlines d on d.customer_id = c.id
     union all select 'A100', (select count(*)::int from customers), children::int from referral_root
     order by code`,
  );
  const counted = await t.db.query<{ code: string; size: number; children: number }>(
    `with recursive up(ancestor, member) as (
       select parent_id, id from customers where parent_id is not null
       union all
       select c.parent_id, up.member from up join customers c on c.id = up.ancestor where c.parent_id is not null
     )
     select c.code, (select count(*) from up where up.ancestor = c.id)::int as size,
            (select count(*) from customers k where k.parent_id = c.id)::int as children
     from customers c
     union all select 'A100', (select count(*)::int from customers),
                      (select count(*)::int from customers where parent_id is null)
     order by code`,
  );
  expect(kept).toEqual(counted);
  return Object.fromEntries(kept.map((row) => [row.code, { size: row.size, children: row.children }]));
}

describe('the counts the tree reads', () => {
  it('follow sign-ups, admin adds, moves of whole branches and removals', async () => {
    const asha = await f.customer({ name: 'Asha Top' });
    const biju = await f.customer({ name: 'Biju', parentCode: asha.code });
    const chinnu = await f.customer({ name: 'Chinnu', parentCode: biju.code });
    const devi = await adminAdd('Devi Reserved', asha.id);
    const eldho = await adminAdd('Eldho Reserved', chinnu.id);
    expect(await countsMatchTheTree()).toMatchObject({
      [asha.code]: { size: 4, children: 2 },
      [biju.code]: { size: 2, children: 1 },
      [chinnu.code]: { size: 1, children: 1 },
      [devi.code]: { size: 0, children: 0 },
    });

    // Chinnu's branch moves under Devi, then to the shop, then back under Biju.
    await move(chinnu.id, devi.id);
    expect(await countsMatchTheTree()).toMatchObject({
      [asha.code]: { size: 4, children: 2 },
      [biju.code]: { size: 0, children: 0 },
      [devi.code]: { size: 2, children: 1 },
    });
    const shopBefore = (await countsMatchTheTree()).A100!.children;
    await move(chinnu.id, null);
    expect(await countsMatchTheTree()).toMatchObject({
      A100: { children: shopBefore + 1 },
      [asha.code]: { size: 2, children: 2 },
      [devi.code]: { size: 0, children: 0 },
    });
    await move(chinnu.id, biju.id);
    expect((await countsMatchTheTree()).A100!.children).toBe(shopBefore);

    // A whole top-level branch moves under another top-level member.
    const other = await adminAdd('Other Top', null);
    await move(asha.id, other.id);
    expect(await countsMatchTheTree()).toMatchObject({
      A100: { children: shopBefore },
      [other.code]: { size: 5, children: 1 },
    });

    // Removals: a leaf, a top-level member, and a move refused as a cycle changes nothing.
    await t.db.query('delete from customers where id = $1', [eldho.id]);
    await t.db.query('delete from customers where id = $1', [(await adminAdd('Leaves Soon', null)).id]);
    await expect(move(other.id, chinnu.id)).rejects.toThrow('referral cycle');
    expect(await countsMatchTheTree()).toMatchObject({
      A100: { children: shopBefore },
      [other.code]: { size: 4, children: 1 },
      [chinnu.code]: { size: 0, children: 0 },
    });
  });

  it('follow the admin’s customer calls: add under a member, reparent a branch, delete', async () => {
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url: `/api/admin/customers${url}`, cookies: admin, payload: payload ?? {} });
    const add = async (name: string, parentCode?: string) => {
      const response = await call('POST', '', { name, phone: uniquePhone(), parentCode });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().customer as { id: string; code: string };
    };
    const top = await add('Api Top');
    const left = await add('Api Left', top.code);
    const right = await add('Api Right', top.code);
    const leaf = await add('Api Leaf', left.code);
    expect(await countsMatchTheTree()).toMatchObject({
      [top.code]: { size: 3, children: 2 },
      [left.code]: { size: 1, children: 1 },
    });
    const reparented = await call('PUT', `/${left.id}`, { parentCode: right.code });
    expect(reparented.statusCode, reparented.body).toBe(200);
    expect(await countsMatchTheTree()).toMatchObject({
      [top.code]: { size: 3, children: 1 },
      [right.code]: { size: 2, children: 1 },
    });
    const toShop = await call('PUT', `/${right.id}`, { parentCode: 'A100' });
    expect(toShop.statusCode, toShop.body).toBe(200);
    expect(await countsMatchTheTree()).toMatchObject({ [top.code]: { size: 0, children: 0 } });
    expect((await call('DELETE', `/${leaf.id}`)).statusCode).toBe(204);
    expect(await countsMatchTheTree()).toMatchObject({
      [right.code]: { size: 1, children: 1 },
      [left.code]: { size: 0, children: 0 },
    });
    expect((await page({ code: right.code })).node).toMatchObject({ childCount: 1, downlineSize: 1 });
  });

  it('are recounted from scratch by refresh_referral_downlines (the backfill and the bench loader)', async () => {
    const before = await countsMatchTheTree();
    await t.db.query('update referral_downlines set size = 0, children = 0');
    await t.db.query('update referral_root set children = 0');
    await t.db.query('select refresh_referral_downlines()');
    expect(await countsMatchTheTree()).toEqual(before);
  });
});

describe('GET /api/admin/referral-tree', () => {
  it('starts at A100, the shop, with everyone as its downline', async () => {
    const top = await f.customer({ name: 'Root Child' });
    const { node, path, children } = await page({ limit: 100 });
    const counts = await countsMatchTheTree();
    expect(node).toEqual({
      id: null,
      code: 'A100',
      name: SHOP_NAME,
      tier: null,
      status: null,
      points: 0,
      childCount: counts.A100!.children,
      downlineSize: counts.A100!.size,
    });
    expect(path).toEqual([]);
    expect(children.map((child) => child.code)).toContain(top.code);
    expect(await page({ code: ' a100 ', limit: 100 })).toEqual(await page({ limit: 100 }));
  });

  it('pages a member’s children in the order they joined, each with its counts', async () => {
    const parent = await f.customer({ name: 'Big Referrer' });
    const kids: { id: string; code: string }[] = [];
    for (let i = 0; i < 5; i++) kids.push(await f.customer({ name: `Kid ${i}`, parentCode: parent.code }));
    // Joined order, not code order: the last code joined first.
    await t.db.query(`update customers set joined_at = now() - interval '1 year' where id = $1`, [
      kids[4]!.id,
    ]);
    await f.customer({ name: 'Grandkid', parentCode: kids[1]!.code });

    const first = await page({ code: parent.code, limit: 2 });
    expect(first.node).toMatchObject({ code: parent.code, childCount: 5, downlineSize: 6, status: 'active' });
    expect(first.children.map((c) => c.code)).toEqual([kids[4]!.code, kids[0]!.code]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page({ code: parent.code, limit: 2, cursor: first.nextCursor! });
    expect(second.children.map((c) => c.code)).toEqual([kids[1]!.code, kids[2]!.code]);
    expect(second.children[0]).toMatchObject({ childCount: 1, downlineSize: 1 });
    const third = await page({ code: parent.code, limit: 2, cursor: second.nextCursor! });
    expect(third.children.map((c) => c.code)).toEqual([kids[3]!.code]);
    expect(third.nextCursor).toBeNull();
  });

  it('finds a member by code or phone with the way down from A100', async () => {
    const a = await f.customer({ name: 'Level One' });
    const b = await f.customer({ name: 'Level Two', parentCode: a.code });
    const c = await f.customer({ name: 'Level Three', parentCode: b.code });
    const byCode = await page({ code: c.code.toLowerCase() });
    expect(byCode.node).toMatchObject({ id: c.id, code: c.code, name: 'Level Three' });
    expect(byCode.path.map((node: ReferralNode) => node.code)).toEqual(['A100', a.code, b.code]);
    expect(byCode.path[1]).toMatchObject({ id: a.id, childCount: 1, downlineSize: 2 });
    const typedPhone = `+91 ${c.phone.slice(0, 5)} ${c.phone.slice(5)}`;
    expect(await page({ code: typedPhone })).toEqual(byCode);
    expect((await page({ code: a.code })).path.map((node) => node.code)).toEqual(['A100']);
  });

  it('shows the status the admin sees: disabled wins over reserved', async () => {
    const parent = await f.customer({ name: 'Status Parent' });
    const pending = await f.customer({ name: 'Pending', parentCode: parent.code, approve: false });
    const reserved = await adminAdd('Reserved', parent.id);
    const disabled = await adminAdd('Disabled', parent.id);
    await t.db.query(`update customers set status = 'rejected' where id = $1`, [disabled.id]);
    const statuses = Object.fromEntries(
      (await page({ code: parent.code })).children.map((child) => [child.code, child.status]),
    );
    expect(statuses).toEqual({
      [pending.code]: 'pending',
      [reserved.code]: 'reserved',
      [disabled.code]: 'disabled',
    });
  });

  it('says Customer not found for an unknown code or phone, and refuses a forged cursor', async () => {
    for (const code of ['A999999', '9000000001', 'nobody']) {
      const response = await tree({ code });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(messages.customers.notFound);
    }
    const forged = await tree({ cursor: 'not-a-cursor' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe(messages.pagination.badCursor);
  });

  it('answers for a member in a loop of referrers, which the triggers forbid but a bad restore once let in', async () => {
    const a = await f.customer({ name: 'Loop A' });
    const b = await f.customer({ name: 'Loop B', parentCode: a.code });
    const setParent = (id: string, parentId: string | null) =>
      t.db.transaction(async (tx) => {
        await tx.query('set local session_replication_role = replica');
        await tx.query('update customers set parent_id = $2 where id = $1', [id, parentId]);
      });
    await setParent(a.id, b.id);
    try {
      const answer = await Promise.race([
        page({ code: b.code }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 5 s')), 5000)),
      ]);
      expect(answer.node.code).toBe(b.code);
      expect(answer.path.map((node) => node.code)).toEqual(['A100', a.code]);
    } finally {
      await setParent(a.id, null);
    }
  });

  it('is for admins only', async () => {
    expect((await tree({}, {})).statusCode).toBe(401);
    const customer = await f.customer({ name: 'Curious Customer' });
    expect((await tree({}, customer.cookies)).statusCode).toBe(403);
  });
});
