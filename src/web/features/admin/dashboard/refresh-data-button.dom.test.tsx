import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardCounts } from '../../../../domain/dashboard.schemas';
import { adminRefreshMessages } from '../../../../domain/messages';
import { notify } from '../../../lib/notify';
import { fakeApi, type ApiAnswer } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import AdminDashboardPage from './dashboard-page';
import { dashboardCountsQueryOptions } from './dashboard.queries';
import { RefreshDataButton } from './refresh-data-button';

const admin = { role: 'admin', id: 'a', username: 'admin' };
const counts = (customers: number): DashboardCounts => ({
  customers,
  newThisWeek: 0,
  products: 10,
  lowStock: 0,
  outOfStock: 0,
  pendingOrders: 0,
  pendingRegistrations: 0,
});

/** A figure the admin sees, read the way the dashboard reads it. */
function CustomerCount() {
  const query = useQuery(dashboardCountsQueryOptions());
  return <p>Customers: {query.data?.customers ?? '…'}</p>;
}

/** The dashboard's counts answer `answers` in turn (the last one again after that). */
function countsApi(...answers: ApiAnswer[]) {
  let asked = 0;
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
    'GET /api/admin/dashboard': () => answers[Math.min(asked++, answers.length - 1)]!,
  });
}

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Refresh Data (SPEC: refresh all data)', () => {
  it('is on the admin dashboard', async () => {
    fakeApi({ 'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }) });
    renderScreen('/admin/dashboard', <AdminDashboardPage />);
    expect(await screen.findByRole('button', { name: 'Refresh Data' })).toBeTruthy();
  });

  it('reads the admin figures again and says so', async () => {
    countsApi({ status: 200, body: counts(41) }, { status: 200, body: counts(42) });
    const { user } = renderScreen(
      '/admin/dashboard',
      <>
        <RefreshDataButton />
        <CustomerCount />
      </>,
    );
    expect(await screen.findByText('Customers: 41')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));

    expect(await screen.findByText('Customers: 42')).toBeTruthy();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(adminRefreshMessages.refreshed));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("says SPEC's words when the shop cannot be read", async () => {
    countsApi(
      { status: 200, body: counts(41) },
      { status: 500, body: { error: { code: 'INTERNAL', message: 'Resting' } } },
    );
    const { user } = renderScreen(
      '/admin/dashboard',
      <>
        <RefreshDataButton />
        <CustomerCount />
      </>,
    );
    expect(await screen.findByText('Customers: 41')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(adminRefreshMessages.failed));
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Refresh Data' }).getAttribute('aria-busy')).toBeNull();
  });
});
