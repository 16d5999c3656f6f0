import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, staffMessages } from '../../../../domain/messages';
import type { StaffMember } from '../../../../domain/staff.schemas';
import { notify } from '../../../lib/notify';
import { apiRefusal, fakeApi, type ApiAnswer, type ApiCall } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import StaffPage from './staff-page';

/** The owner's Staff screen (docs/decisions/085) against a fake API: add, refusals, disable, new password. */
const member = (name: string, status: StaffMember['status'] = 'active'): StaffMember => ({
  id: `id-${name.toLowerCase()}`,
  username: name.toLowerCase(),
  name,
  status,
  createdAt: '2026-11-20T04:30:00.000Z',
  lastSignInAt: null,
});

function staffApi(people: StaffMember[], answers: { add?: ApiAnswer } = {}): ApiCall[] {
  let list = [...people];
  const set = (id: string, status: StaffMember['status']) => {
    list = list.map((one) => (one.id === id ? { ...one, status } : one));
    return { status: 200, body: { staff: list.find((one) => one.id === id) } };
  };
  return fakeApi({
    'GET /api/auth/me': () => ({
      status: 200,
      body: { user: { role: 'admin', id: 'a', username: 'owner' } },
    }),
    'GET /api/admin/staff': () => ({ status: 200, body: { items: list } }),
    'POST /api/admin/staff': (call) => {
      if (answers.add) return answers.add;
      const added = { ...member((call.body as { name: string }).name), username: 'anil.k' };
      list = [...list, added];
      return { status: 201, body: { staff: added } };
    },
    ...Object.fromEntries(
      people.flatMap((one) => [
        [`POST /api/admin/staff/${one.id}/disable`, () => set(one.id, 'disabled')],
        [`POST /api/admin/staff/${one.id}/enable`, () => set(one.id, 'active')],
        [`PUT /api/admin/staff/${one.id}/password`, () => ({ status: 200, body: { staff: one } })],
      ]),
    ),
  });
}
const changes = (calls: ApiCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [`${call.method} ${call.path}`, call.body]);

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the Staff screen', () => {
  it('adds a staff member with the API’s own checks: a short password is refused before it is sent', async () => {
    const calls = staffApi([]);
    const { user } = renderScreen('/admin/staff', <StaffPage />);
    await user.click((await screen.findAllByRole('button', { name: 'Add Staff' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anil Kumar');
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'Anil.K');
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff' }));
    expect(await within(dialog).findByText(messages.register.passwordTooShort)).toBeTruthy();
    expect(changes(calls)).toEqual([]);

    await user.clear(password);
    await user.type(password, 'counter-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(staffMessages.added('Anil Kumar')));
    expect(changes(calls)).toEqual([
      // The server stores it lower-case (the same schema's transform).
      ['POST /api/admin/staff', { name: 'Anil Kumar', username: 'Anil.K', password: 'counter-1' }],
    ]);
    expect(await screen.findByText('Anil Kumar')).toBeTruthy();
  });

  it('a username already taken says why in the dialog', async () => {
    const taken = staffMessages.usernameTaken('owner');
    staffApi([], { add: apiRefusal('USERNAME_TAKEN', taken, { username: taken }) });
    const { user } = renderScreen('/admin/staff', <StaffPage />);
    await user.click((await screen.findAllByRole('button', { name: 'Add Staff' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Copy');
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'owner');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(taken);
  });

  it('disables a staff member after asking, and sets a new password', async () => {
    const calls = staffApi([member('Bindu')]);
    const { user } = renderScreen('/admin/staff', <StaffPage />);
    await user.click(await screen.findByRole('button', { name: 'Disable Bindu' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disable Bindu?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(staffMessages.disabled('Bindu')));
    expect(await screen.findByRole('button', { name: 'Enable Bindu' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New password for Bindu' }));
    const dialog = await screen.findByRole('dialog', { name: 'New password for Bindu' });
    await user.type(within(dialog).getByLabelText('New password'), 'brand-new-1');
    await user.click(within(dialog).getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(staffMessages.passwordSet('Bindu')));
    expect(changes(calls)).toEqual([
      ['POST /api/admin/staff/id-bindu/disable', undefined],
      ['PUT /api/admin/staff/id-bindu/password', { password: 'brand-new-1' }],
    ]);
  });
});
