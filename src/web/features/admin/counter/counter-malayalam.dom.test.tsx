import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ml from '../../../i18n/ml.json';
import mlMessages from '../../../i18n/ml-messages.json';
import { fakeApi } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import CounterPage from './counter-page';

const malayalam = { words: ml, messages: mlMessages };

describe('the counter in Malayalam (docs/decisions/103)', () => {
  it('reads in Malayalam, and says the server’s refusal of a scanned code in Malayalam with the code in it', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: { id: 's1', role: 'staff', name: 'Ravi' } } }),
      'GET /api/categories': () => ({ status: 200, body: { items: [] } }),
      'GET /api/products': () => ({ status: 200, body: { items: [], nextCursor: null } }),
      'GET /api/admin/products/by-barcode/8901234567890': () => ({
        status: 404,
        body: {
          error: {
            code: 'NOT_FOUND',
            message: 'No product has the barcode 8901234567890: search by name instead',
          },
        },
      }),
    });
    const { user } = renderScreen('/admin/counter', <CounterPage />, { malayalam });

    expect(await screen.findByRole('heading', { name: 'കൗണ്ടർ', level: 1 })).toBeTruthy();
    expect(screen.getByText('ഇതുവരെ സാധനങ്ങളില്ല: സ്കാൻ ചെയ്യുക, തിരയുക, അല്ലെങ്കിൽ ഒരു ടൈൽ തൊടുക.')).toBeTruthy();
    await user.type(
      screen.getByRole('textbox', { name: 'ബാർകോഡ് സ്കാൻ ചെയ്യുക അല്ലെങ്കിൽ ടൈപ്പ് ചെയ്യുക' }),
      '8901234567890{Enter}',
    );
    expect(await screen.findByText('8901234567890 എന്ന ബാർകോഡുള്ള സാധനമില്ല: പകരം പേര് വെച്ച് തിരയുക')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'അത് തിരയുക' })).toBeTruthy();
  });
});
