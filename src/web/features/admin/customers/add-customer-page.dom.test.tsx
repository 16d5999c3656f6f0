import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../domain/messages';
import { notify } from '../../../lib/notify';
import { apiRefusal, fakeApi, type ApiAnswer, type ApiCall } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import AddCustomerPage from './add-customer-page';
import { admin } from '../../../testing/signed-in-admin';
import { member } from './customer-fixtures';

function addApi(answer: (call: ApiCall) => ApiAnswer) {
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
    'POST /api/admin/customers': answer,
  });
}
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');
const renderAdd = () => renderScreen('/admin/customers/add', <AddCustomerPage />);

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('add customer', () => {
  it('asks for name and phone first, and sends nothing', async () => {
    const calls = addApi(() => ({ status: 500 }));
    const { user } = renderAdd();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anu');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.adminCustomers.nameAndPhoneRequired);
    expect(screen.getByRole('textbox', { name: 'Phone number' }).getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toEqual([]);
  });

  it('sends only what was typed, says so and goes to the list', async () => {
    const calls = addApi(() => ({ status: 201, body: { customer: { ...member, status: 'reserved' } } }));
    const { user } = renderAdd();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Anu Das ');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '98470 22222');
    await user.type(screen.getByRole('textbox', { name: /Parent code/ }), 'a105');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/admin/customers');
    expect(posts(calls).map((call) => call.body)).toEqual([
      { name: 'Anu Das', phone: '98470 22222', parentCode: 'A105' },
    ]);
    expect(notify.success).toHaveBeenCalledWith(messages.adminCustomers.added);
  });

  it("puts the server's refusal on the field it names", async () => {
    addApi(() =>
      apiRefusal('VALIDATION_FAILED', messages.adminCustomers.phoneExists, {
        phone: messages.adminCustomers.phoneExists,
      }),
    );
    const { user } = renderAdd();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anu');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9847011111');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.adminCustomers.phoneExists);
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(phone);
    expect(notify.error).toHaveBeenCalledWith(messages.adminCustomers.addFailed);
  });

  it("says SPEC's words for an unexpected failure", async () => {
    addApi(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: messages.api.serverError } } }));
    const { user } = renderAdd();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anu');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9847033333');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.adminCustomers.addError);
    expect(notify.error).toHaveBeenCalledWith(messages.adminCustomers.addFailed);
  });
});
