import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ml from '../../../i18n/ml.json';
import mlMessages from '../../../i18n/ml-messages.json';
import { fakeApi } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import PurchasesPage from './purchases-page';

const malayalam = { words: ml, messages: mlMessages };

describe('the purchase history in Malayalam (docs/decisions/103)', () => {
  it('reads in Malayalam, its filters and the shared table’s empty message included', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: { id: 's1', role: 'staff', name: 'Ravi' } } }),
      'GET /api/admin/orders': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    });
    renderScreen('/admin/purchases', <PurchasesPage />, { malayalam });

    expect(await screen.findByRole('heading', { name: 'ഓർഡർ ചരിത്രം', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'പുതിയ ഫോൺ ഓർഡർ' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'ഡെലിവർ ചെയ്തു' })).toBeTruthy();
    // The shared table's 'No orders found in the database.', in Malayalam.
    expect(await screen.findByText('ഇതുവരെ ഓർഡറുകളൊന്നുമില്ല.')).toBeTruthy();
  });
});
