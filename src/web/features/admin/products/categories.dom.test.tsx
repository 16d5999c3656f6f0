import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../../../domain/catalogue.schemas';
import { messages } from '../../../../domain/messages';
import { notify } from '../../../lib/notify';
import { apiRefusal, fakeApi, type ApiAnswer, type ApiCall } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import ProductsPage from './products-page';

/** The products screen's categories against a fake API: add, rename, delete, and the refusals. */
const category = (name: string, productCount: number, description = ''): Category => ({
  id: `id-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  nameMl: '',
  description,
  productCount,
});

function catalogueApi(
  categories: Category[],
  answers: { add?: ApiAnswer; rename?: ApiAnswer; remove?: ApiAnswer } = {},
): ApiCall[] {
  let shelf = [...categories];
  return fakeApi({
    'GET /api/auth/me': () => ({
      status: 200,
      body: { user: { role: 'admin', id: 'a', username: 'admin' } },
    }),
    'GET /api/admin/products': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    'GET /api/categories': () => ({ status: 200, body: { items: shelf } }),
    'POST /api/admin/categories': (call) => {
      if (answers.add) return answers.add;
      const added = { ...category((call.body as { name: string }).name, 0) };
      shelf = [...shelf, added];
      return { status: 201, body: { category: added } };
    },
    ...Object.fromEntries(
      categories.flatMap((item) => [
        [
          `PUT /api/admin/categories/${item.id}`,
          (call: ApiCall) => {
            if (answers.rename) return answers.rename;
            const renamed = { ...item, ...(call.body as { name: string; description: string }) };
            shelf = shelf.map((c) => (c.id === item.id ? renamed : c));
            return { status: 200, body: { category: renamed } };
          },
        ],
        [
          `DELETE /api/admin/categories/${item.id}`,
          () => {
            if (answers.remove) return answers.remove;
            shelf = shelf.filter((c) => c.id !== item.id);
            return { status: 204 };
          },
        ],
      ]),
    ),
  });
}
const changes = (calls: ApiCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

const openCategories = () =>
  renderScreen('/admin/products?tab=categories', <ProductsPage />, { route: '/admin/products' });

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('categories on the products screen', () => {
  it('a name already taken says why, in the dialog and in the toast', async () => {
    const taken = 'A category named "general" already exists';
    catalogueApi([category('General', 4)], {
      add: apiRefusal('CATEGORY_NAME_TAKEN', taken, { name: taken }),
    });
    const { user } = openCategories();

    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Category name' }), 'general');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(taken);
    expect(notify.error).toHaveBeenCalledWith(`Failed to add category: ${taken}`);
    expect(within(dialog).getByRole('textbox', { name: 'Category name' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('renames a category from the Categories tab; the list shows the new name', async () => {
    const calls = catalogueApi([category('General', 4), category('Snacks', 3, 'Chips')]);
    const { user } = openCategories();

    await user.click(await screen.findByRole('button', { name: 'Edit Snacks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByRole('textbox', { name: 'Category name' });
    expect((name as HTMLInputElement).value).toBe('Snacks');
    await user.clear(name);
    await user.type(name, 'Snacks & Sweets');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(messages.category.updated));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { name: 'Snacks & Sweets', nameMl: '', description: 'Chips' },
    ]);
    expect(await screen.findByRole('button', { name: 'Edit Snacks & Sweets' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes an empty category after asking', async () => {
    const calls = catalogueApi([category('General', 4), category('Empty Shelf', 0)]);
    const { user } = openCategories();

    await user.click(await screen.findByRole('button', { name: 'Delete Empty Shelf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this category?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Category' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(messages.category.deleted));
    expect(changes(calls)).toEqual(['DELETE /api/admin/categories/id-empty-shelf']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Empty Shelf' })).toBeNull());
  });

  it('a category with products says how many and offers to show them, deleting nothing', async () => {
    const calls = catalogueApi([category('General', 4), category('Snacks', 3)]);
    const { user } = openCategories();

    await user.click(await screen.findByRole('button', { name: 'Delete Snacks' }));
    const told = await screen.findByRole('alertdialog', { name: 'This category is not empty' });
    expect(told.textContent).toContain(messages.category.inUse('Snacks', 3));
    await user.click(within(told).getByRole('button', { name: 'Show Its Products' }));

    expect(
      (
        (await screen.findByRole('searchbox', {
          name: 'Search products by name or category',
        })) as HTMLInputElement
      ).value,
    ).toBe('Snacks');
    expect(screen.getByRole('tab', { name: 'Products' }).getAttribute('aria-selected')).toBe('true');
    expect(changes(calls)).toEqual([]);
  });

  it("the server's refusal (the count on screen was out of date) is toasted", async () => {
    const refusal = messages.category.inUse('Empty Shelf', 2);
    catalogueApi([category('Empty Shelf', 0)], {
      remove: apiRefusal('CATEGORY_NOT_EMPTY', refusal),
    });
    const { user } = openCategories();

    await user.click(await screen.findByRole('button', { name: 'Delete Empty Shelf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this category?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Category' }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(refusal));
    expect(notify.success).not.toHaveBeenCalled();
  });
});
