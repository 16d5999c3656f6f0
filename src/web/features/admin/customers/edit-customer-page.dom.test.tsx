import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCustomerDetail, UpdateCustomerInput } from '../../../../domain/customers.schemas';
import { messages } from '../../../../domain/messages';
import { notify } from '../../../lib/notify';
import { apiRefusal, fakeApi, type ApiAnswer, type ApiCall } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { admin } from '../../../testing/signed-in-admin';
import { member } from './customer-fixtures';
import EditCustomerPage from './edit-customer-page';

const path = (id: string) => `/admin/customers/edit/${id}`;

/** The customer's khata card: no credit given, nothing owed. */
const noKhata = (customer: AdminCustomerDetail) => ({
  [`GET /api/admin/customers/${customer.id}/credit`]: (): ApiAnswer => ({
    status: 200,
    body: { credit: { limitPaise: 0, owedPaise: 0 } },
  }),
});

/** The signed-in admin, GET of `customer` and the given routes. */
function editApi(customer: AdminCustomerDetail, routes: Record<string, (call: ApiCall) => ApiAnswer> = {}) {
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
    [`GET /api/admin/customers/${customer.id}`]: () => ({ status: 200, body: { customer } }),
    ...noKhata(customer),
    ...routes,
  });
}

/** The customer as the server keeps it: PUT changes what it was sent (the reason goes to the ledger). */
function savingApi(customer: AdminCustomerDetail) {
  let saved = customer;
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
    [`GET /api/admin/customers/${customer.id}`]: () => ({ status: 200, body: { customer: saved } }),
    ...noKhata(customer),
    [`PUT /api/admin/customers/${customer.id}`]: (call) => {
      const { reason: _reason, ...changes } = call.body as UpdateCustomerInput;
      saved = { ...saved, ...changes };
      return { status: 200, body: { customer: saved } };
    },
  });
}

const renderEdit = (id: string) =>
  renderScreen(path(id), <EditCustomerPage />, { route: '/admin/customers/edit/:id' });

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('edit customer: points', () => {
  it('shows the change before saving, and wants a reason for it', async () => {
    const calls = savingApi(member);
    const { user } = renderEdit(member.id);

    const points = await screen.findByRole('spinbutton', { name: 'Points' });
    expect(screen.getByText('Balance now: 120 points.')).toBeTruthy();
    await user.clear(points);
    await user.type(points, '170');
    expect(screen.getByText('+50 points')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.adminCustomers.reasonRequired);
    expect(
      screen.getByRole('textbox', { name: 'Reason for the points change' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(puts(calls)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Reason for the points change' }), 'Festival gift');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(messages.adminCustomers.updated));
    expect(puts(calls).map((call) => call.body)).toEqual([{ points: 170, reason: 'Festival gift' }]);
    // The saved balance is the new starting point: no change, no reason asked.
    expect(await screen.findByText('Balance now: 170 points.')).toBeTruthy();
    expect(screen.queryByText(/^[+−]\d/)).toBeNull();
  });

  it('never calls the reason optional: it is required exactly when the points change, as the server says', async () => {
    editApi(member);
    const { user } = renderEdit(member.id);

    const points = await screen.findByRole('spinbutton', { name: 'Points' });
    const reason = screen.getByRole('textbox', { name: 'Reason for the points change' });
    const hint = () => document.getElementById(reason.getAttribute('aria-describedby')!)?.textContent;
    expect(reason.getAttribute('aria-required')).toBeNull();
    expect(hint()).toBe('Needed only when you change the points; kept in the points history.');

    await user.clear(points);
    await user.type(points, '170');
    expect(screen.getByRole('textbox', { name: 'Reason for the points change' })).toBe(reason);
    expect(reason.getAttribute('aria-required')).toBe('true');
    expect(hint()).toBe('Required for this change; kept in the points history with your name.');
  });

  it('shows a lower balance as a minus change; the same balance needs no reason', async () => {
    const calls = savingApi(member);
    const { user } = renderEdit(member.id);

    const points = await screen.findByRole('spinbutton', { name: 'Points' });
    await user.clear(points);
    await user.type(points, '100');
    expect(screen.getByText('−20 points')).toBeTruthy();

    await user.clear(points);
    await user.type(points, '120');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'Gold');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(puts(calls).map((call) => call.body)).toEqual([{ tier: 'Gold' }]));
  });

  it('refuses points below 0 with the rule, and sends nothing', async () => {
    const calls = editApi(member);
    const { user } = renderEdit(member.id);

    const points = await screen.findByRole('spinbutton', { name: 'Points' });
    await user.clear(points);
    await user.type(points, '-5');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Oops');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.adminCustomers.pointsAtLeastZero);
    expect(puts(calls)).toEqual([]);
  });
});

describe('edit customer: an id the server does not know', () => {
  it.each([
    ['unknown', 404, '7f3c2a10-0000-4000-8000-000000000000'],
    ['malformed', 400, 'not-an-id'],
  ])('an %s id says "Customer not found" and goes back to the list', async (_, status, id) => {
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
      [`GET /api/admin/customers/${id}`]: () => ({
        status,
        body: { error: { code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: 'No' } },
      }),
    });
    renderEdit(id);

    expect((await screen.findByTestId('location')).textContent).toBe('/admin/customers');
    expect(notify.error).toHaveBeenCalledWith(messages.customers.notFound);
  });

  it('a failure that is not "not found" stays, with Try Again', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
      [`GET /api/admin/customers/${member.id}`]: () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: messages.api.serverError } },
      }),
    });
    renderEdit(member.id);

    expect(await screen.findByRole('button', { name: /Try Again/ })).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('edit customer: delete', () => {
  it('a customer with history offers Disable, not Delete', async () => {
    editApi(member);
    renderEdit(member.id);

    expect(await screen.findByText(messages.adminCustomers.hasHistory)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable customer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete customer' })).toBeNull();
  });

  it("says the server's refusal for a customer with children", async () => {
    const fresh = { ...member, hasHistory: false };
    editApi(fresh, {
      [`DELETE /api/admin/customers/${member.id}`]: () =>
        apiRefusal('CUSTOMER_HAS_CHILDREN', messages.adminCustomers.hasChildren),
    });
    const { user } = renderEdit(member.id);

    await user.click(await screen.findByRole('button', { name: 'Delete customer' }));
    await user.click(screen.getByRole('button', { name: 'Delete Customer' }));

    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        messages.adminCustomers.hasChildren,
      ),
    );
    expect(notify.error).toHaveBeenCalledWith(messages.adminCustomers.deleteFailed, {
      description: messages.adminCustomers.hasChildren,
    });
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
