import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoDataMessages } from '../../../../domain/messages';
import { notify } from '../../../lib/notify';
import { apiRefusal, fakeApi, type ApiAnswer } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { admin } from '../../../testing/signed-in-admin';
import { DemoDataNotice } from './demo-data-notice';

const held = { customers: 32, orders: 110, ledgerRows: 400 };

function api(demo: typeof held | null, remove = (): ApiAnswer => ({ status: 200, body: { removed: held } })) {
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
    'GET /api/admin/demo-data': () => ({ status: 200, body: { demo } }),
    'POST /api/admin/demo-data/remove': remove,
  });
}
const posts = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the demo data notice on the dashboard', () => {
  it('says plainly that the shop holds demo data with a public password, and removes it after a confirmation', async () => {
    const calls = api(held);
    const { user } = renderScreen('/admin/dashboard', <DemoDataNotice />);
    expect(await screen.findByText('This shop holds demo data')).toBeTruthy();
    expect(screen.getByText(demoDataMessages.notice).textContent).toContain('shop1234');

    await user.click(screen.getByRole('button', { name: 'Remove demo data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove demo data?' });
    expect(dialog.textContent).toContain(demoDataMessages.confirm(32, 110));
    expect(dialog.textContent).toContain(demoDataMessages.keeps);
    expect(posts(calls)).toHaveLength(0); // nothing before the confirmation

    await user.click(screen.getByRole('button', { name: 'Remove demo data' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('This shop holds demo data')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith(demoDataMessages.removed);
  });

  it('keeps the dialog open and says why when the shop refuses', async () => {
    const refusal = demoDataMessages.referredByDemo('A140');
    api(held, () => apiRefusal('DEMO_DATA_REFERRED_REAL', refusal));
    const { user } = renderScreen('/admin/dashboard', <DemoDataNotice />);
    await user.click(await screen.findByRole('button', { name: 'Remove demo data' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getAllByRole('button', { name: 'Remove demo data' }).at(-1)!);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(refusal));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('shows nothing in a shop without demo data', async () => {
    const calls = api(null);
    renderScreen('/admin/dashboard', <DemoDataNotice />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/demo-data')).toBe(true));
    expect(screen.queryByText('This shop holds demo data')).toBeNull();
  });
});
