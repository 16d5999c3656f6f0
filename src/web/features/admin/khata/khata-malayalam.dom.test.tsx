import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { KhataBook } from '../../../../domain/khata.schemas';
import ml from '../../../i18n/ml.json';
import mlMessages from '../../../i18n/ml-messages.json';
import { fakeApi } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import AdminKhataPage from './khata-page';

const malayalam = { words: ml, messages: mlMessages };

const book: KhataBook = {
  customers: [
    {
      id: 'c1',
      code: 'A123',
      name: 'Anjali',
      phone: '9847100001',
      language: 'ml',
      limitPaise: 500_00,
      owedPaise: 120_00,
      oldestDueAt: '2026-11-20T05:00:00.000Z',
      ageing: { upTo30: 120_00, upTo60: 0, over60: 0 },
      oldestPayUrl: '/pay/0123456789abcdef0123456789abcdef',
      oldestDuePaise: 120_00,
    },
  ],
  totals: { owedPaise: 120_00, limitPaise: 500_00, ageing: { upTo30: 120_00, upTo60: 0, over60: 0 } },
};

describe('the khata book in Malayalam (docs/decisions/103, 106)', () => {
  it('reads in Malayalam, and its WhatsApp reminder goes in the customer’s own language', async () => {
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: { id: 's1', role: 'staff', name: 'Ravi' } } }),
      'GET /api/admin/khata': () => ({ status: 200, body: book }),
    });
    renderScreen('/admin/khata', <AdminKhataPage />, { malayalam });

    expect(await screen.findByRole('heading', { name: 'ഖാത', level: 1 })).toBeTruthy();
    expect((await screen.findAllByText('0–30 ദിവസം')).length).toBeGreaterThan(0);
    const remind = await screen.findByRole('link', { name: 'Anjali-നെ WhatsApp-ൽ ഓർമ്മിപ്പിക്കുക' });
    const text = new URL(remind.getAttribute('href')!).searchParams.get('text');
    expect(text).toContain('നിങ്ങളുടെ ഖാതയിൽ ₹120.00 അടയ്ക്കാനുണ്ട്.');
  });
});
