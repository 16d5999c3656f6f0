import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCustomer, CustomerList } from '../../../../domain/customers.schemas';
import { messages } from '../../../../domain/messages';
import { notify } from '../../../lib/notify';
import { fakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { admin } from '../../../testing/signed-in-admin';
import { member } from './customer-fixtures';
import CustomersPage from './customers-page';

const reserved: AdminCustomer = {
  ...member,
  id: 'c-reserved',
  name: 'Ravi Reserved',
  phone: '9847022222',
  code: 'A140',
  status: 'reserved',
  hasPassword: false,
  childCount: 0,
};
const counts = { total: 120, active: 100, pending: 5, reserved: 10, disabled: 5 };

/** GET /api/admin/customers: everyone, or those of the status asked for. */
function listApi() {
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
    'GET /api/admin/customers': (call) => {
      const status = call.query.get('status');
      const items = [member, reserved].filter((customer) => !status || customer.status === status);
      return { status: 200, body: { items, nextCursor: null, counts } satisfies CustomerList };
    },
    [`PUT /api/admin/customers/${reserved.id}/password`]: () => ({ status: 204 }),
  });
}
const listStatuses = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/api/admin/customers').map((call) => call.query.get('status'));

const renderPage = (path = '/admin/customers') =>
  renderScreen(path, <CustomersPage />, { route: '/admin/customers' });

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('customers list', () => {
  it('shows the counts, and a card shows its status in the list', async () => {
    const calls = listApi();
    const { user } = renderPage();

    const cards = await screen.findByRole('list', { name: 'Customers by status' });
    await waitFor(() =>
      expect(within(cards).getByRole('button', { name: /Reserved/ }).textContent).toBe('Reserved10'),
    );
    expect(within(cards).getByRole('button', { name: /Total/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Sreeja K')).toBeTruthy();

    await user.click(within(cards).getByRole('button', { name: /Reserved/ }));

    await waitFor(() => expect(screen.queryByText('Sreeja K')).toBeNull());
    expect(screen.getByText('Ravi Reserved')).toBeTruthy();
    expect(listStatuses(calls).at(-1)).toBe('reserved');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('reserved');
    expect(
      within(cards)
        .getByRole('button', { name: /Reserved/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

describe('password management', () => {
  it('opens on its tab from the address, says who has no password, and sets one', async () => {
    const calls = listApi();
    const { user } = renderPage('/admin/customers?tab=passwords');

    expect(screen.getByRole('tab', { name: 'Password Management' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText('No password — Reserved')).toBeTruthy();
    expect(screen.getByText('Password set')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Manage password of Ravi Reserved (A140)' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('New password'), 'secret-1');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'secret-2');
    await user.click(within(dialog).getByRole('button', { name: 'Set Password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      messages.register.passwordsDoNotMatch,
    );

    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Set Password' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(messages.adminCustomers.passwordSet));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { password: 'secret-1' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('a staff member looking customers up (docs/decisions/085)', () => {
  it('sees the list and its counts, without adding, editing, passwords or the CSV', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': () => ({
        status: 200,
        body: { user: { role: 'staff', id: 's-1', username: 'anil', name: 'Anil' } },
      }),
      'GET /api/admin/customers': () => ({
        status: 200,
        body: { items: [member, reserved], nextCursor: null, counts } satisfies CustomerList,
      }),
    });
    renderPage();
    expect(await screen.findByText('Sreeja K')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/me')).toBe(true));
    expect(await screen.findByRole('list', { name: 'Customers by status' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Add Customer/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Password Management' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Password of/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Download CSV/ })).toBeNull();
  });
});
