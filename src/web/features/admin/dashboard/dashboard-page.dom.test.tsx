import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackupStatus } from '../../../../domain/backup-status.schemas';
import type { DashboardCounts, LowStockPage } from '../../../../domain/dashboard.schemas';
import type { PointsLiability } from '../../../../domain/points-liability.schemas';
import type { SalesDay, SalesRangeReport } from '../../../../domain/sales.schemas';
import { fakeApi, heldAnswer, type ApiAnswer, type ApiCall } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { admin } from '../../../testing/signed-in-admin';
import AdminDashboardPage from './dashboard-page';

const counts: DashboardCounts = {
  customers: 1_234_567,
  newThisWeek: 42,
  products: 5_000,
  lowStock: 7,
  outOfStock: 2,
  pendingOrders: 3,
  pendingRegistrations: 1,
};
const zero = { orders: 0, salesPaise: 0, pointMoneyPaise: 0, collectedPaise: 0, toCollectPaise: 0 };
const today: SalesDay = {
  date: '2026-11-23',
  orders: 3,
  salesPaise: 123_456,
  pointMoneyPaise: 5_000,
  collectedPaise: 100_000,
  toCollectPaise: 23_456,
  imported: null,
};

/** The 30 days the sparkline asks for, with sales on two of them. */
function month(from: string, to: string): SalesRangeReport {
  const days: SalesDay[] = [];
  for (let at = new Date(`${from}T00:00:00Z`); at <= new Date(`${to}T00:00:00Z`);) {
    const date = at.toISOString().slice(0, 10);
    days.push(
      date === '2026-11-20'
        ? { date, ...zero, orders: 3, salesPaise: 123_456, imported: null }
        : date === '2026-11-23'
          ? { date, ...zero, orders: 1, salesPaise: 50_000, imported: null }
          : { date, ...zero, imported: null },
    );
    at = new Date(at.getTime() + 86_400_000);
  }
  const total = (key: 'orders' | 'salesPaise') => days.reduce((sum, day) => sum + day[key], 0);
  return {
    from,
    to,
    days,
    totals: { ...zero, orders: total('orders'), salesPaise: total('salesPaise') },
    bySource: [{ source: 'online', orders: total('orders'), salesPaise: total('salesPaise') }],
  };
}

const lowStock: LowStockPage = {
  items: [
    {
      id: 'p-1',
      name: 'Banana chips 200 g',
      category: 'Snacks',
      imageUrl: '/x.png',
      stockQuantity: 0,
      unit: 'piece',
      weighed: false,
    },
    {
      id: 'p-2',
      name: 'Coconut oil 1 L',
      category: 'Oils',
      imageUrl: '/y.png',
      stockQuantity: 3,
      unit: 'piece',
      weighed: false,
    },
  ],
  nextCursor: null,
};

const failure = (message: string): ApiAnswer => ({
  status: 500,
  body: { error: { code: 'INTERNAL', message } },
});

/** Two days of the trend and today, at ₹1 a point. */
const liability: PointsLiability = {
  pointValuePaise: 100,
  today: {
    date: '2026-11-23',
    points: 152_340,
    pendingPoints: 8_100,
    pointsPaise: 15_234_000,
    pendingPaise: 810_000,
  },
  days: [
    {
      date: '2026-11-21',
      points: 150_000,
      pendingPoints: 9_000,
      pointsPaise: 15_000_000,
      pendingPaise: 900_000,
    },
    {
      date: '2026-11-22',
      points: 151_000,
      pendingPoints: 8_500,
      pointsPaise: 15_100_000,
      pendingPaise: 850_000,
    },
    {
      date: '2026-11-23',
      points: 152_340,
      pendingPoints: 8_100,
      pointsPaise: 15_234_000,
      pendingPaise: 810_000,
    },
  ],
};

const backedUp: BackupStatus = {
  lastBackupAt: '2026-11-22T21:00:12.000Z',
  lastFailure: null,
  keep: 7,
  warning: 'none',
};

function dashboardApi(
  fail: { counts?: boolean; today?: boolean; range?: boolean; lowStock?: boolean; liability?: boolean } = {},
  backups: BackupStatus = backedUp,
) {
  return fakeApi({
    'GET /api/admin/backups/status': () => ({ status: 200, body: backups }),
    'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
    'GET /api/admin/dashboard': () =>
      fail.counts ? failure('Counts are resting') : { status: 200, body: counts },
    'GET /api/admin/sales/today': () =>
      fail.today ? failure('Till is closed') : { status: 200, body: today },
    'GET /api/admin/sales': (call) =>
      fail.range
        ? failure('Sales are resting')
        : { status: 200, body: month(call.query.get('from')!, call.query.get('to')!) },
    'GET /api/admin/orders': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    'GET /api/admin/registrations': () => ({ status: 200, body: { items: [] } }),
    'GET /api/admin/products/low-stock': () =>
      fail.lowStock ? failure('Stock is resting') : { status: 200, body: lowStock },
    'GET /api/admin/points/liability': () =>
      fail.liability ? failure('Points are resting') : { status: 200, body: liability },
  });
}

/** A stat card, found by its label as a screen reader announces the group. */
const card = (label: string) => screen.getByRole('group', { name: label });
/** The dashboard, once it shows its figures (after the shop said whether it holds demo data). */
async function renderPage() {
  const view = renderScreen('/admin/dashboard', <AdminDashboardPage />);
  await screen.findByRole('region', { name: 'At a glance' });
  return view;
}

beforeEach(() => {
  // Only the clock: "today" in Kolkata is 23 Nov 2026; timers stay real for the queries.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00+05:30'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the admin dashboard', () => {
  it('shows the points customers hold and the pending ones, in rupees and points, their trend in words, and the CSV', async () => {
    dashboardApi();
    await renderPage();
    const heading = await screen.findByRole('heading', { name: 'Points customers hold, last 3 days' });
    const liabilityCard = heading.closest('div.space-y-3') as HTMLElement;
    expect(within(liabilityCard).getByText('₹1,52,340.00')).toBeTruthy();
    expect(within(liabilityCard).getByText('1,52,340 points')).toBeTruthy();
    expect(within(liabilityCard).getByText('₹8,100.00')).toBeTruthy();
    expect(within(liabilityCard).getByText('8,100 points')).toBeTruthy();
    expect(
      within(liabilityCard).getByText(
        'Points: ₹1,50,000.00 on 21 Nov 2026, ₹1,52,340.00 today. Pending points: ₹9,000.00 on 21 Nov 2026, ₹8,100.00 today.',
      ),
    ).toBeTruthy();
    const csv = within(liabilityCard).getByRole('link', {
      name: 'Download CSV of the points customers held each day',
    });
    expect(csv.getAttribute('href')).toBe('/api/admin/points/liability.csv');
  });

  it('says the points could not be loaded, and still shows the rest', async () => {
    dashboardApi({ liability: true });
    await renderPage();
    expect(await screen.findByText('Could not load the points')).toBeTruthy();
    expect(await within(card('Customers')).findByText('12,34,567')).toBeTruthy();
  });

  it("shows today's sales and orders, customers and new this week, products with low and out of stock, and pending", async () => {
    dashboardApi();
    await renderPage();
    expect(await within(card("Today's sales")).findByText('₹1,234.56')).toBeTruthy();
    expect(within(card("Today's sales")).getByText('3 orders today')).toBeTruthy();

    expect(await within(card('Customers')).findByText('12,34,567')).toBeTruthy();
    expect(within(card('Customers')).getByText('42 new this week')).toBeTruthy();

    const products = card('Products');
    expect(within(products).getByText('5,000')).toBeTruthy();
    expect(within(products).getByText('7 low on stock, 2 out of stock')).toBeTruthy();

    const pending = card('Pending approvals');
    expect(within(pending).getByText('4')).toBeTruthy();
    expect(within(pending).getByText('3 orders, 1 registration')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Review pending approvals' }).getAttribute('href')).toBe(
      '/admin/requests',
    );
  });

  it('shows its figures once it knows whether the demo notice stands above them, so nothing jumps down as they show', async () => {
    const demo = heldAnswer();
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
      'GET /api/admin/dashboard': () => ({ status: 200, body: counts }),
      'GET /api/admin/demo-data': () => demo.answer,
    });
    renderScreen('/admin/dashboard', <AdminDashboardPage />);
    expect(await screen.findByText('Loading dashboard...')).toBeTruthy();
    // The figures are read meanwhile, but not shown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'At a glance' })).toBeNull();

    demo.release({ status: 200, body: { demo: { customers: 8, orders: 30 } } });
    const glance = await screen.findByRole('region', { name: 'At a glance' });
    expect(within(card('Customers')).getByText('12,34,567')).toBeTruthy();
    const notice = screen.getByRole('region', { name: 'Demo data' });
    expect(notice.compareDocumentPosition(glance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Loading dashboard...')).toBeNull();
  });

  it('words one order today in the singular', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
      'GET /api/admin/sales/today': () => ({ status: 200, body: { ...today, orders: 1, salesPaise: 9_900 } }),
    });
    await renderPage();
    expect(await within(card("Today's sales")).findByText('1 order today')).toBeTruthy();
    expect(within(card("Today's sales")).getByText('₹99.00')).toBeTruthy();
  });

  it('a failed read of the counts says so on their cards; the sales card still shows today', async () => {
    dashboardApi({ counts: true });
    await renderPage();
    for (const label of ['Customers', 'Products', 'Pending approvals'])
      expect(await within(card(label)).findByText('Could not load')).toBeTruthy();
    expect(within(card("Today's sales")).getByText('₹1,234.56')).toBeTruthy();
    expect(within(card('Customers')).queryByText('42 new this week')).toBeNull();
  });

  it("a failed read of today's sales says so on its card only", async () => {
    dashboardApi({ today: true });
    await renderPage();
    expect(await within(card("Today's sales")).findByText('Could not load')).toBeTruthy();
    expect(await within(card('Customers')).findByText('12,34,567')).toBeTruthy();
  });

  it('the sparkline asks for the last 30 days, today included, and says what it shows in words', async () => {
    const calls = dashboardApi();
    await renderPage();
    expect(
      await screen.findByText(
        '₹1,734.56 from 4 orders, 25 Oct 2026 to 23 Nov 2026. Best day 20 Nov 2026: ₹1,234.56.',
      ),
    ).toBeTruthy();
    const range = calls.filter((call: ApiCall) => call.path === '/api/admin/sales');
    expect(range.map((call) => [call.query.get('from'), call.query.get('to')])).toEqual([
      ['2026-10-25', '2026-11-23'],
    ]);
    expect(screen.getByRole('link', { name: 'Sales Dashboard' }).getAttribute('href')).toBe('/admin/sales');
  });

  it("a failed sales read shows the sparkline's error with its reason and Try Again", async () => {
    dashboardApi({ range: true });
    await renderPage();
    expect(await screen.findByText('Could not load sales')).toBeTruthy();
    expect(screen.getByText('Sales are resting')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try Again' }).length).toBeGreaterThan(0);
  });

  it('lists low stock, out of stock first as the server sends it, each with a link to edit its stock', async () => {
    dashboardApi();
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Low stock products' });
    const products = within(list).getAllByRole('article');
    expect(products.map((product) => within(product).getByRole('heading').textContent)).toEqual([
      'Banana chips 200 g',
      'Coconut oil 1 L',
    ]);
    expect(within(products[0]!).getByText('Out of Stock')).toBeTruthy();
    expect(within(products[1]!).getByText('Low Stock')).toBeTruthy();
    expect(
      within(products[1]!).getByRole('link', { name: 'Edit Coconut oil 1 L stock' }).getAttribute('href'),
    ).toBe('/admin/products?edit=p-2');
  });

  it('a failed low-stock read shows its reason and Try Again', async () => {
    dashboardApi({ lowStock: true });
    await renderPage();
    expect(await screen.findByText('Stock is resting')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Low stock products' })).toBeNull();
  });

  describe('the backups card', () => {
    const backupsCard = async () => {
      const title = await screen.findByText('Backups');
      return within(title.closest('div')!.parentElement!);
    };

    it('shows when the last backup was made and how nightly backups are kept, with no warning', async () => {
      dashboardApi();
      await renderPage();
      const backups = await backupsCard();
      expect(await backups.findByText('The last backup was made 23 Nov 2026, 2:30 am.')).toBeTruthy();
      expect(backups.getByText(/every night at 2:30 am; the last 7 are kept/)).toBeTruthy();
      expect(backups.queryByRole('alert')).toBeNull();
    });

    it('warns when the last backup failed, with its reason and the last good one', async () => {
      dashboardApi(
        {},
        {
          ...backedUp,
          warning: 'failed',
          lastFailure: { at: '2026-11-23T21:00:05.000Z', error: 'No space left on device' },
        },
      );
      await renderPage();
      const alert = await (await backupsCard()).findByRole('alert');
      expect(within(alert).getByText('The last backup failed')).toBeTruthy();
      expect(within(alert).getByText(/No space left on device/)).toBeTruthy();
      expect(within(alert).getByText('The last backup was made 23 Nov 2026, 2:30 am.')).toBeTruthy();
    });

    it('warns when the last backup is more than two days old, or there is none and nightly backups are off', async () => {
      dashboardApi({}, { ...backedUp, warning: 'stale' });
      const { unmount } = await renderPage();
      expect(
        within(await (await backupsCard()).findByRole('alert')).getByText(
          'The last backup is more than two days old',
        ),
      ).toBeTruthy();
      unmount();

      dashboardApi({}, { lastBackupAt: null, lastFailure: null, keep: 0, warning: 'never' });
      await renderPage();
      const alert = await (await backupsCard()).findByRole('alert');
      expect(within(alert).getByText('No backup has been made yet')).toBeTruthy();
      expect(within(alert).getByText(/Nightly backups are off \(BACKUP_KEEP=0\)/)).toBeTruthy();
    });

    it('says calmly, without an alert, that a new shop makes its first backup tonight', async () => {
      dashboardApi({}, { lastBackupAt: null, lastFailure: null, keep: 7, warning: 'never' });
      await renderPage();
      const card = await backupsCard();
      expect(await card.findByText('No backup has been made yet')).toBeTruthy();
      expect(card.getByText('The first is made tonight at 2:30 am.')).toBeTruthy();
      expect(card.queryByRole('alert')).toBeNull();
    });
  });
});
