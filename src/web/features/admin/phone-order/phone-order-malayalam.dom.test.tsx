import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ml from '../../../i18n/ml.json';
import mlMessages from '../../../i18n/ml-messages.json';
import { fakeApi } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import NewPhoneOrderPage from './new-phone-order-page';

const malayalam = { words: ml, messages: mlMessages };

describe('the phone order screen in Malayalam (docs/decisions/103)', () => {
  it('reads in Malayalam, and says the server’s “no such customer” in Malayalam', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: { id: 's1', role: 'staff', name: 'Ravi' } } }),
      'GET /api/admin/phone-orders/customer': () => ({
        status: 404,
        body: {
          error: {
            code: 'NOT_FOUND',
            message:
              'No customer has that phone number or code. Check it, or add them under Customers first.',
          },
        },
      }),
    });
    const { user } = renderScreen('/admin/orders/new', <NewPhoneOrderPage />, { malayalam });

    expect(await screen.findByRole('heading', { name: 'പുതിയ ഫോൺ ഓർഡർ', level: 1 })).toBeTruthy();
    const finder = screen.getByRole('textbox', { name: 'ഉപഭോക്താവിന്റെ ഫോൺ നമ്പർ അല്ലെങ്കിൽ കോഡ്' });
    await user.click(screen.getByRole('button', { name: 'ഉപഭോക്താവിനെ കണ്ടെത്തുക' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ഉപഭോക്താവിന്റെ ഫോൺ നമ്പറോ കോഡോ നൽകുക');
    await user.type(finder, '9847000000{Enter}');
    expect(
      await screen.findByText(
        'ആ ഫോൺ നമ്പറോ കോഡോ ഉള്ള ഉപഭോക്താവില്ല. അത് പരിശോധിക്കുക, അല്ലെങ്കിൽ ആദ്യം ഉപഭോക്താക്കൾ എന്നതിൽ ചേർക്കുക.',
      ),
    ).toBeTruthy();
  });
});
