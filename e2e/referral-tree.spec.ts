import type { Page } from '@playwright/test';
import type { ReferralNode, ReferralTreePage } from '../src/domain/referral-tree.schemas';
import { textContrast } from './accessibility';
import { expect, test } from './admin-session';

/** The tree API as the admin's browser calls it (the demo seed's tree, whatever other specs added). */
async function treePage(page: Page, code = 'A100'): Promise<ReferralTreePage> {
  const response = await page.request.get(`/api/admin/referral-tree?code=${code}&limit=100`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** A member with children directly under the shop, and a member at least three levels down. */
async function demoMembers(page: Page): Promise<{ parent: ReferralNode; deep: ReferralNode }> {
  const top = await treePage(page);
  const parents = top.children.filter((child) => child.childCount > 0);
  for (const parent of parents) {
    for (const child of (await treePage(page, parent.code)).children.filter((c) => c.childCount > 0)) {
      const [deep] = (await treePage(page, child.code)).children;
      if (deep) return { parent: parents[0]!, deep };
    }
  }
  throw new Error('the demo seed has no member three levels down');
}

const member = (page: Page, node: ReferralNode) =>
  page
    .getByRole('tree', { name: 'Referral tree' })
    .getByRole('treeitem', { name: `${node.code} ${node.name}` });

test.describe('the MLM tree', () => {
  test('the admin opens a member, finds one deep in the tree with its path opened, and goes to its edit screen', async ({
    page,
    asAdmin,
  }) => {
    await asAdmin();
    const { parent, deep } = await demoMembers(page);
    await page.goto('/admin/mlm-tree');
    await expect(page.getByRole('heading', { name: 'MLM Tree', exact: true })).toBeVisible();
    const shop = page.getByRole('treeitem', { name: /^A100 / });
    await expect(shop).toHaveAttribute('aria-expanded', 'true');

    // Opening a member loads its children, each with its counts.
    const opened = member(page, parent);
    await expect(opened).toHaveAttribute('aria-expanded', 'false');
    await opened.getByText(parent.code, { exact: true }).click();
    await expect(opened).toHaveAttribute('aria-expanded', 'true');
    const children = opened.getByRole('group').getByRole('treeitem');
    await expect(children).toHaveCount(parent.childCount);
    await expect(opened).toContainText(`${parent.childCount} direct referral`);
    await expect(opened).toContainText(`${parent.downlineSize} in downline`);

    // A code nobody has.
    const search = page.getByRole('searchbox', { name: 'Find a member by code or phone' });
    await search.fill('A999999');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Customer not found' })).toBeVisible();

    // A member three levels down: every ancestor opens, the member is focused and on screen.
    await search.fill(deep.code.toLowerCase());
    await page.getByRole('button', { name: 'Find' }).click();
    const found = member(page, deep);
    await expect(found).toBeFocused();
    await expect(found).toBeInViewport();
    await expect(found).toContainText('Found by your search');
    const { path } = await treePage(page, deep.code);
    expect(path.length).toBeGreaterThanOrEqual(3);
    for (const ancestor of path)
      await expect(page.getByRole('treeitem', { name: `${ancestor.code} ${ancestor.name}` })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    await expect(page.getByRole('alert').filter({ hasText: 'Customer not found' })).toHaveCount(0);
    // Its details stay readable on the highlight (AA, 4.5:1).
    expect(await textContrast(found.getByText(`${deep.downlineSize} in downline`))).toBeGreaterThanOrEqual(
      4.5,
    );

    // Its edit link.
    await found.getByRole('link', { name: `Edit ${deep.name}` }).click();
    await expect(page).toHaveURL(`/admin/customers/edit/${deep.id}`);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(deep.name);
  });
});
