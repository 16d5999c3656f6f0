import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../domain/messages';
import type { SalesDay, SalesRangeReport } from '../../../../domain/sales.schemas';
import { fakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { admin } from '../../../testing/signed-in-admin';
import SalesPage from './sales-page';

// uPlot draws on a canvas jsdom does not have; the table carries the same figures.
vi.mock('./sales-chart', () => ({ default: () => <p>chart</p> }));

const zero = { orders: 0, salesPaise: 0, pointMoneyPaise: 0, collectedPaise: 0, toCollectPaise: 0 };
const today: SalesDay = { date: '2026-11-23', ...zero, imported: null };
const busy = {
  orders: 3,
  salesPaise: 123456,
  pointMoneyPaise: 5000,
  collectedPaise: 100000,
  toCollectPaise: 23456,
};

function report(from: string, to: string, figures = zero): SalesRangeReport {
  // One of a busy range's orders came by phone: ₹234.56 of its sales.
  const phone = figures.orders > 0 ? { orders: 1, salesPaise: 23456 } : { orders: 0, salesPaise: 0 };
  return {
    from,
    to,
    days: [{ date: to, ...figures, imported: null }],
    totals: figures,
    bySource: [
      {
        source: 'online',
        orders: figures.orders - phone.orders,
        salesPaise: figures.salesPaise - phone.salesPaise,
      },
      { source: 'phone', ...phone },
      { source: 'counter', orders: 0, salesPaise: 0 },
      { source: 'import', orders: 0, salesPaise: 0 },
    ],
  };
}

function salesApi(
  answers: { range?: (call: ApiCall) => { status: number; body: unknown }; today?: number } = {},
) {
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
    'GET /api/admin/sales/today': () =>
      answers.today
        ? { status: answers.today, body: { error: { code: 'INTERNAL', message: 'The shop is resting' } } }
        : { status: 200, body: today },
    'GET /api/admin/sales': (call) =>
      answers.range?.(call) ?? {
        status: 200,
        body: report(call.query.get('from')!, call.query.get('to')!, busy),
      },
  });
}
const rangeCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/admin/sales');

const renderPage = (path = '/admin/sales') => renderScreen(path, <SalesPage />, { route: '/admin/sales' });

afterEach(() => vi.restoreAllMocks());

describe('the sales screen', () => {
  it('shows the range asked for in the address: totals, and a table row per day with a Total row', async () => {
    salesApi();
    renderPage('/admin/sales?from=2026-11-20&to=2026-11-23');
    const table = await screen.findByRole('table', { name: 'Sales by day, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateSalesOrdersPoint moneyCollectedStill to collect',
      'Mon, 23 Nov, 2026₹1,234.563₹50.00₹1,000.00₹234.56',
      'Total₹1,234.563₹50.00₹1,000.00₹234.56',
    ]);
    const totals = screen.getByLabelText('Totals for the range');
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toContain('₹1,234.56');
    expect(screen.getByText(messages.sales.rule)).toBeTruthy();
  });

  it('shows where the range’s orders came from: orders, sales and share per source (docs/decisions/088)', async () => {
    salesApi();
    renderPage('/admin/sales?from=2026-11-20&to=2026-11-23');
    const table = await screen.findByRole('table', {
      name: 'Orders and sales by where they came from, for the range',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SourceOrdersSalesShare',
      'Online2₹1,000.0081%',
      'Phone order1₹234.5619%',
      'Counter sale0₹0.000%',
      'Imported0₹0.000%',
    ]);
  });

  it("marks a day's figure imported from the old app and keeps it out of the computed figures", async () => {
    salesApi({
      range: (call) => {
        const to = call.query.get('to')!;
        const imported = { orders: 4, salesPaise: 99950, pointMoneyPaise: 1200 };
        return {
          status: 200,
          body: { ...report(call.query.get('from')!, to, busy), days: [{ date: to, ...busy, imported }] },
        };
      },
    });
    renderPage('/admin/sales?from=2026-11-20&to=2026-11-23');
    const table = await screen.findByRole('table', { name: 'Sales by day, newest first' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DateSalesOrdersPoint moneyCollectedStill to collect',
      'Mon, 23 Nov, 2026₹1,234.563₹50.00₹1,000.00₹234.56',
      'Imported from the old app Its own record for this day: sales ₹999.50, 4 orders, point money ₹12.00. Not included in the figures above.',
      'Total₹1,234.563₹50.00₹1,000.00₹234.56',
    ]);
  });

  it('shows the old app\'s figures for a range with no order of ours, instead of "No sales data found"', async () => {
    salesApi({
      range: (call) => {
        const to = call.query.get('to')!;
        const imported = { orders: 6, salesPaise: 152050, pointMoneyPaise: 7525 };
        return {
          status: 200,
          body: { ...report(call.query.get('from')!, to, zero), days: [{ date: to, ...zero, imported }] },
        };
      },
    });
    renderPage('/admin/sales?from=2026-11-10&to=2026-11-10');
    const table = await screen.findByRole('table', { name: 'Sales by day, newest first' });
    expect(within(table).getByText(/Its own record for this day: sales ₹1,520.50, 6 orders/)).toBeTruthy();
    expect(screen.queryByText(messages.sales.empty)).toBeNull();
  });

  it("checks the range before asking: SPEC's two messages, and nothing is fetched", async () => {
    const calls = salesApi();
    const { user } = renderPage('/admin/sales?from=2026-11-20&to=2026-11-23');
    await screen.findByRole('table', { name: 'Sales by day, newest first' });
    const asked = rangeCalls(calls).length;
    const form = screen.getByRole('form', { name: 'Sales date range' });
    await user.clear(within(form).getByLabelText('End date'));
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(within(form).getByRole('alert').textContent).toBe(messages.sales.bothDatesRequired);
    await user.type(within(form).getByLabelText('End date'), '2026-11-01');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(within(form).getByRole('alert').textContent).toBe(messages.sales.startAfterEnd);
    expect(rangeCalls(calls)).toHaveLength(asked);
  });

  it("says 'No sales data found' when no order in the range counts", async () => {
    salesApi({
      range: (call) => ({ status: 200, body: report(call.query.get('from')!, call.query.get('to')!) }),
    });
    renderPage('/admin/sales?from=2020-01-01&to=2020-01-05');
    expect(await screen.findByText(messages.sales.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("words a failed load as SPEC does: the default range, a searched range, and today's banner", async () => {
    const failing = () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'The shop is resting' } },
    });
    salesApi({ range: failing, today: 500 });
    const first = renderPage();
    expect(await screen.findByText(messages.sales.loadFailed)).toBeTruthy();
    expect(await screen.findByText(messages.sales.loadFailedBanner('The shop is resting'))).toBeTruthy();
    first.unmount();

    renderPage('/admin/sales?from=2026-11-01&to=2026-11-02');
    expect(await screen.findByText(messages.sales.rangeFailed)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('The shop is resting').length).toBeGreaterThan(0));
  });
});
