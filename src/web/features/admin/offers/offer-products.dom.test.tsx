import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../../domain/catalogue.schemas';
import type { Offer } from '../../../../domain/offers.schemas';
import { fakeApi } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { admin } from '../../../testing/signed-in-admin';
import OffersPage from './offers-page';

const pepper = { id: '6f1c2b7e-1d1a-4a51-9c7e-2f5d7b1a0001', name: 'Black Pepper 100 g' };
const rice = { id: '6f1c2b7e-1d1a-4a51-9c7e-2f5d7b1a0002', name: 'Matta Rice 5 kg' };
const riceFlakes = { id: '6f1c2b7e-1d1a-4a51-9c7e-2f5d7b1a0003', name: 'Rice Flakes 500 g' };

const spiceWeek: Offer = {
  id: '0b5e9f3c-0000-4000-8000-000000000001',
  title: 'Spice week',
  description: '',
  minTier: 'Bronze',
  kind: 'percent_off',
  target: 'products',
  categoryId: null,
  categoryName: null,
  productIds: [pepper.id],
  products: [pepper],
  percent: 10,
  multiplier: null,
  startsOn: '2026-11-20',
  validUntil: null,
  stacks: false,
  effect: '10% off selected products',
  phase: 'current',
};

const found = (product: { id: string; name: string }) =>
  ({ ...product, category: 'Rice & Grains' }) as AdminProduct;

afterEach(() => vi.unstubAllGlobals());

describe('an offer on chosen products (docs/decisions/076)', () => {
  it('shows the chosen products by name, adds one found by search, removes one, and saves their ids', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
      'GET /api/admin/offers': () => ({ status: 200, body: { items: [spiceWeek] } }),
      'GET /api/admin/products': (call) => ({
        status: 200,
        body: {
          items: call.query.get('search') === 'rice' ? [found(rice), found(riceFlakes)] : [],
          nextCursor: null,
        },
      }),
      [`PUT /api/admin/offers/${spiceWeek.id}`]: () => ({ status: 200, body: { offer: spiceWeek } }),
    });
    const { user } = renderScreen('/admin/offers', <OffersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Spice week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Offer' });
    const picker = within(dialog).getByRole('region', { name: /Chosen products \(1 of at most 50\)/ });
    expect(within(picker).getByText(pepper.name)).toBeTruthy();

    await user.type(within(picker).getByRole('searchbox', { name: 'Find a product to add' }), 'rice');
    await user.click(await within(picker).findByRole('button', { name: `Add ${rice.name}` }));
    expect(within(picker).getByRole('heading').textContent).toBe('Chosen products (2 of at most 50)');
    // A chosen product is not offered again.
    expect(within(picker).queryByRole('button', { name: `Add ${rice.name}` })).toBeNull();
    await user.click(within(picker).getByRole('button', { name: `Remove ${pepper.name}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const saved = calls.find((call) => call.method === 'PUT')!.body as {
      productIds: string[];
      target: string;
    };
    expect(saved).toMatchObject({ target: 'products', productIds: [rice.id] });
  });

  it('refuses an offer on chosen products with none chosen, saying so beside the picker', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
      'GET /api/admin/offers': () => ({ status: 200, body: { items: [spiceWeek] } }),
    });
    const { user } = renderScreen('/admin/offers', <OffersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Spice week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Offer' });
    await user.click(within(dialog).getByRole('button', { name: `Remove ${pepper.name}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const picker = within(dialog).getByRole('region', { name: /Chosen products/ });
    expect((await within(picker).findByRole('alert')).textContent).toBe('Choose at least one product');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
