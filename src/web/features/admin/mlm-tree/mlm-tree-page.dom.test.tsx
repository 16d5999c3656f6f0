import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReferralNode, ReferralTreePage } from '../../../../domain/referral-tree.schemas';
import { fakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import MlmTreePage from './mlm-tree-page';

/**
 * The MLM Tree screen's tree (WAI-ARIA tree pattern) against a fake API: one Tab stop, arrows,
 * Right and Left, Home and End, Enter, Show more, and a search that opens the way to a member.
 */
const member = (code: string, name: string, childCount = 0): ReferralNode => ({
  id: `id-${code}`,
  code,
  name,
  tier: 'Bronze',
  status: 'active',
  points: 10,
  childCount,
  downlineSize: childCount,
});
const shop: ReferralNode = {
  ...member('A100', 'Fresh Mart', 2),
  id: null,
  tier: null,
  status: null,
  points: 0,
};
// A100 ─ A101 Anjali ─ A103 Biju ─ A105 Chinnu
//      │             └ A104 Devi
//      └ A102 Joseph ─ A106, A107, A108 (two a page)
const nodes = [
  shop,
  member('A101', 'Anjali Nair', 2),
  member('A102', 'Joseph Kurian', 3),
  member('A103', 'Biju Paul', 1),
  member('A104', 'Devi Menon'),
  member('A105', 'Chinnu Das'),
  member('A106', 'Sixth Member'),
  member('A107', 'Seventh Member'),
  member('A108', 'Eighth Member'),
];
const parentOf: Record<string, string> = {
  A101: 'A100',
  A102: 'A100',
  A103: 'A101',
  A104: 'A101',
  A105: 'A103',
  A106: 'A102',
  A107: 'A102',
  A108: 'A102',
};
const byCode = (code: string) => nodes.find((node) => node.code === code)!;
const PAGE = 2;

/** GET /api/admin/referral-tree as the server answers it, two children a page. */
function treeApi() {
  return fakeApi({
    'GET /api/auth/me': () => ({
      status: 200,
      body: { user: { role: 'admin', id: 'a', username: 'admin' } },
    }),
    'GET /api/admin/referral-tree': (call: ApiCall) => {
      const code = (call.query.get('code') ?? 'A100').toUpperCase();
      const node = nodes.find((n) => n.code === code || n.id === `id-${code}`);
      if (!node)
        return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Customer not found' } } };
      const path: ReferralNode[] = [];
      for (let up = parentOf[node.code]; up; up = parentOf[up]) path.unshift(byCode(up));
      const all = nodes.filter((n) => parentOf[n.code] === node.code);
      const from = Number(call.query.get('cursor') ?? 0);
      const page: ReferralTreePage = {
        node,
        path,
        children: all.slice(from, from + PAGE),
        nextCursor: from + PAGE < all.length ? String(from + PAGE) : null,
      };
      return { status: 200, body: page };
    },
  });
}

const item = (code: string) =>
  screen.getByRole('treeitem', { name: new RegExp(`^${code} `) }) as HTMLLIElement;
const findItem = async (code: string) =>
  (await screen.findByRole('treeitem', { name: new RegExp(`^${code} `) })) as HTMLLIElement;
const tabStops = () =>
  screen
    .getAllByRole('treeitem')
    .filter((element) => element.tabIndex === 0)
    .map((element) => element.dataset.treeKey);

async function openTree() {
  treeApi();
  const view = renderScreen('/admin/mlm-tree', <MlmTreePage />);
  await findItem('A101');
  return view;
}

describe('the referral tree: keyboard', () => {
  it('is one Tab stop; the arrows move through the members shown, Home and End to the ends', async () => {
    const { user } = await openTree();
    expect(item('A100').getAttribute('aria-expanded')).toBe('true');
    expect(tabStops()).toEqual(['A100']);

    screen.getByRole('button', { name: 'Find' }).focus();
    await user.tab(); // past the search, the tree is one stop
    expect(document.activeElement).toBe(item('A100'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('A101'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('A102'));
    expect(tabStops()).toEqual(['A102']);
    await user.keyboard('{ArrowDown}'); // the last: stays
    expect(document.activeElement).toBe(item('A102'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(item('A100'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item('A102'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('A101'));
    expect(item('A101').getAttribute('aria-level')).toBe('2');
    expect(item('A101').getAttribute('aria-setsize')).toBe('2');
  });

  it('Right opens a member and then enters it, Left goes up and then closes it', async () => {
    const { user } = await openTree();
    item('A101').focus();
    expect(item('A101').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowRight}');
    expect(item('A101').getAttribute('aria-expanded')).toBe('true');
    await findItem('A103');
    expect(document.activeElement).toBe(item('A101'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(item('A103'));
    expect(item('A103').getAttribute('aria-level')).toBe('3');
    // A member without children has nothing to open.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('A104'));
    expect(item('A104').hasAttribute('aria-expanded')).toBe(false);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(item('A104'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(item('A101'));
    await user.keyboard('{ArrowLeft}');
    expect(item('A101').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: /^A103 / })).toBeNull();
    expect(tabStops()).toEqual(['A101']);
  });

  it('keeps the Tab stop when a click closes the member holding it', async () => {
    const { user } = await openTree();
    await user.click(item('A101'));
    await user.click(await findItem('A104'));
    expect(tabStops()).toEqual(['A104']);
    await user.click(within(item('A101')).getByText('A101'));
    expect(item('A101').getAttribute('aria-expanded')).toBe('false');
    expect(tabStops()).toEqual(['A101']);
  });

  it('Enter opens the member’s edit screen', async () => {
    const { user } = await openTree();
    item('A102').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/admin/customers/edit/id-A102');
  });

  it('Show more loads the next page and puts the focus on its first member', async () => {
    const { user } = await openTree();
    item('A102').focus();
    await user.keyboard('{ArrowRight}');
    await findItem('A107');
    const more = screen.getByRole('treeitem', { name: 'Show more' });
    expect(more.textContent).toContain('Showing 2 of 3 under A102');
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(more);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(item('A108')));
    expect(tabStops()).toEqual(['A108']);
    expect(screen.queryByRole('treeitem', { name: 'Show more' })).toBeNull();
    expect(item('A108').getAttribute('aria-posinset')).toBe('3');
  });
});

describe('the referral tree: search', () => {
  it('opens the way down to the member found and focuses them', async () => {
    const { user } = await openTree();
    await user.type(screen.getByRole('searchbox', { name: 'Find a member by code or phone' }), 'a105');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const found = await findItem('A105');
    await waitFor(() => expect(document.activeElement).toBe(found));
    for (const code of ['A100', 'A101', 'A103'])
      expect(item(code).getAttribute('aria-expanded')).toBe('true');
    expect(found.textContent).toContain('Found by your search');
    expect(tabStops()).toEqual(['A105']);
  });

  it('opens at the member the address names (the edit screen’s Show in MLM Tree link)', async () => {
    treeApi();
    renderScreen('/admin/mlm-tree?code=A105', <MlmTreePage />, { route: '/admin/mlm-tree' });
    const found = await findItem('A105');
    await waitFor(() => expect(document.activeElement).toBe(found));
    expect(item('A103').getAttribute('aria-expanded')).toBe('true');
    expect(
      (screen.getByRole('searchbox', { name: 'Find a member by code or phone' }) as HTMLInputElement).value,
    ).toBe('A105');
  });

  it('numbers the levels as Loyalty Settings does: the shop’s direct referrals are level 1', async () => {
    treeApi();
    renderScreen('/admin/mlm-tree?code=A105', <MlmTreePage />, { route: '/admin/mlm-tree' });
    await findItem('A105');
    const details = (code: string) =>
      document.getElementById(item(code).getAttribute('aria-describedby')!)!.textContent;
    expect(details('A100')).not.toMatch(/Level/);
    expect(details('A101')).toMatch(/Level 1$/);
    expect(details('A102')).toMatch(/Level 1$/);
    expect(details('A103')).toMatch(/Level 2$/);
    expect(details('A105')).toMatch(/Level 3Found by your search$/);
  });

  it('says Customer not found for a code that is nobody’s', async () => {
    const { user } = await openTree();
    await user.type(screen.getByRole('searchbox', { name: 'Find a member by code or phone' }), 'A999');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Customer not found');
  });
});
