import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditLogPage as AuditPage } from '../../../../domain/audit-log.schemas';
import { auditLogMessages } from '../../../../domain/messages';
import { fakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { admin } from '../../../testing/signed-in-admin';
import AuditLogPage from './audit-log-page';

const owner = { id: '6f1c0d4e-0000-4000-8000-000000000001', name: 'Shop Owner', username: 'owner' };
const counter = { id: '6f1c0d4e-0000-4000-8000-000000000002', name: 'Counter Staff', username: 'counter' };

const stockChange: AuditEntry = {
  id: '3',
  at: '2026-11-23T05:30:00.000Z',
  admin: owner,
  action: 'update',
  entity: 'product',
  entityId: 'p-1',
  subject: 'Coconut oil 1 L',
  details: {
    before: { stockQuantity: 30, pricePaise: 24_000 },
    after: { stockQuantity: 6, pricePaise: 24_000 },
  },
};
const refund: AuditEntry = {
  id: '2',
  at: '2026-11-22T12:00:00.000Z',
  admin: counter,
  action: 'order.refund',
  entity: 'order',
  entityId: 'ORD-1700000000000-ABCD1234',
  subject: 'Sreeja K',
  details: { from: 'delivered', to: 'refunded' },
};
const byRemovedAdmin: AuditEntry = {
  id: '1',
  at: '2026-11-20T12:00:00.000Z',
  admin: null,
  action: 'customer.points',
  entity: 'customer',
  entityId: '0b7c6f1e-4c3a-4d5e-9f10-111111111111',
  subject: 'Anil Kumar (A105)',
  details: { before: { points: 150 }, after: { points: 100 }, reason: 'Counter correction' },
};

function auditApi(pages: (call: ApiCall) => AuditPage) {
  return fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
    'GET /api/admin/audit-log/admins': () => ({ status: 200, body: { items: [owner, counter] } }),
    'GET /api/admin/audit-log': (call) => ({ status: 200, body: pages(call) }),
  });
}
const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/admin/audit-log');
/** The filters of the newest request, as the server reads them. */
const lastAsked = (calls: ApiCall[]) => {
  const query = new URLSearchParams(listCalls(calls).at(-1)!.query);
  query.delete('limit');
  return Object.fromEntries(query);
};

const renderPage = () => renderScreen('/admin/audit-log', <AuditLogPage />);
const entries = () => within(screen.getByRole('list', { name: 'Admin actions' })).getAllByRole('article');

afterEach(() => vi.restoreAllMocks());

describe('the audit log screen', () => {
  it('shows who did what to what, with the values before and after', async () => {
    auditApi(() => ({ items: [stockChange, refund, byRemovedAdmin], nextCursor: null }));
    renderPage();
    await screen.findByRole('list', { name: 'Admin actions' });
    const [product, order, customer] = entries();

    expect(within(product!).getByRole('heading').textContent).toBe('Product changed');
    expect(within(product!).getByRole('link', { name: 'Coconut oil 1 L' }).getAttribute('href')).toBe(
      '/admin/products?edit=p-1',
    );
    expect(within(product!).getByText('Shop Owner')).toBeTruthy();
    // Only what changed, the old value struck through and read as "was".
    const stock = within(product!).getByText('Stock').nextElementSibling!;
    expect(stock.querySelector('del')?.textContent).toBe('was 30');
    expect(stock.querySelector('ins')?.textContent).toBe(', now 6');
    expect(within(product!).queryByText('Company price')).toBeNull();

    expect(within(order!).getByRole('heading').textContent).toBe('Order refunded');
    expect(within(order!).getByText('Counter Staff')).toBeTruthy();
    const status = within(order!).getByText('Status').nextElementSibling!;
    expect(status.textContent).toBe('was Delivered → , now Refunded');

    expect(within(customer!).getByRole('heading').textContent).toBe('Points changed');
    expect(within(customer!).getByText('A removed admin')).toBeTruthy();
    expect(within(customer!).getByText('Counter correction')).toBeTruthy();
    expect(within(customer!).getByText('Points').nextElementSibling!.textContent).toBe('was 150 → , now 100');
    expect(screen.getByText('Showing all 3 actions')).toBeTruthy();
  });

  it('each filter changes what is asked for, and the CSV link follows them', async () => {
    const calls = auditApi(() => ({ items: [refund], nextCursor: null }));
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Admin actions' });
    expect(lastAsked(calls)).toEqual({});

    const action = screen.getByLabelText('Action');
    expect((action as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Kind'), 'Orders');
    await waitFor(() => expect(lastAsked(calls)).toEqual({ entity: 'order' }));

    await user.selectOptions(action, 'Order refunded');
    await waitFor(() => expect(lastAsked(calls)).toEqual({ entity: 'order', action: 'order.refund' }));

    await user.selectOptions(await screen.findByLabelText('Admin'), 'Counter Staff (counter)');
    await waitFor(() =>
      expect(lastAsked(calls)).toEqual({ entity: 'order', action: 'order.refund', adminId: counter.id }),
    );

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-23');
    const filtered = {
      entity: 'order',
      action: 'order.refund',
      adminId: counter.id,
      from: '2026-11-01',
      to: '2026-11-23',
    };
    await waitFor(() => expect(lastAsked(calls)).toEqual(filtered));
    const csv = new URL(
      screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!,
      'http://shop.test',
    );
    expect(csv.pathname).toBe('/api/admin/audit-log/export');
    expect(Object.fromEntries(csv.searchParams)).toEqual(filtered);

    // Another kind forgets the action picked for the last one.
    await user.selectOptions(screen.getByLabelText('Kind'), 'Customers');
    await waitFor(() =>
      expect(lastAsked(calls)).toEqual({ ...filtered, entity: 'customer', action: undefined }),
    );
  });

  it('days the wrong way round say so and ask nothing new', async () => {
    const calls = auditApi(() => ({ items: [refund], nextCursor: null }));
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Admin actions' });
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await waitFor(() => expect(lastAsked(calls)).toEqual({ to: '2026-11-01' }));
    const asked = listCalls(calls).length;
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    expect((await screen.findByRole('alert')).textContent).toBe(auditLogMessages.startAfterEnd);
    expect(listCalls(calls)).toHaveLength(asked);
  });

  it('a filter that matches nothing says so and offers to clear the filters', async () => {
    const calls = auditApi((call) =>
      call.query.get('entity') ? { items: [], nextCursor: null } : { items: [refund], nextCursor: null },
    );
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Admin actions' });
    await user.selectOptions(screen.getByLabelText('Kind'), 'Services');
    expect(await screen.findByText(auditLogMessages.noMatches)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('list', { name: 'Admin actions' });
    expect(lastAsked(calls)).toEqual({});
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('');
  });

  it('Load more asks for the next page after the cursor, keeping the filters, and adds its rows', async () => {
    const calls = auditApi((call) =>
      call.query.get('cursor') === 'after-3'
        ? { items: [byRemovedAdmin], nextCursor: null }
        : { items: [stockChange, refund], nextCursor: 'after-3' },
    );
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Admin actions' });
    await user.selectOptions(await screen.findByLabelText('Admin'), 'Shop Owner (owner)');
    await waitFor(() => expect(lastAsked(calls)).toEqual({ adminId: owner.id }));
    await screen.findByRole('button', { name: 'Load more' });
    expect(entries()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(lastAsked(calls)).toEqual({ adminId: owner.id, cursor: 'after-3' });
    expect(within(entries()[2]!).getByRole('heading').textContent).toBe('Points changed');
    expect(screen.getByText('Showing all 3 actions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
