import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { khataMessages } from '../../../../domain/messages';
import type { KhataBook } from '../../../../domain/khata.schemas';
import type { ReviewCredit } from '../../../../domain/statements.schemas';
import { apiRefusal, fakeApi } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { admin } from '../../../testing/signed-in-admin';
import { ReviewList } from './review-list';

const anita = {
  customerId: 'c-anita',
  code: 'B1001',
  name: 'Anita K',
  phone: '9847012345',
  owedPaise: 50_000,
};
const biju = { customerId: 'c-biju', code: 'B1002', name: 'Biju M', phone: '9847054321', owedPaise: 120_000 };
const credit: ReviewCredit = {
  id: '0c8f2a52-7a4b-4a1f-9a56-5c0a2f3e4d10',
  line: 6,
  day: '2026-11-26',
  amountPaise: 50_000,
  narration: 'UPI/CR/632412345678/ANITA K/SBIN/9847012345@ybl/khata',
  reference: null,
  utr: '632412345678',
  outcome: 'unmatched',
  reason: 'no-order',
  candidates: [],
  khataCandidates: [anita, biju],
  orderId: null,
  customerId: null,
  settlementId: null,
  uploadedAt: '2026-11-26T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('Settle khata… in the review list (docs/decisions/072)', () => {
  it('offers the customers who owe at least the credit, shows what it leaves owing, and settles the one picked', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
      'GET /api/admin/statements/review': () => ({ status: 200, body: { credits: [credit] } }),
      [`POST /api/admin/statement-credits/${credit.id}/settle`]: (call) =>
        (call.body as { customerId: string }).customerId === biju.customerId
          ? apiRefusal('KHATA_OVER_OWED', khataMessages.overOwed(40_000))
          : {
              status: 200,
              body: { credit: { ...credit, outcome: 'matched' }, changed: true, message: 'ok' },
            },
    });
    const { user } = renderScreen('/admin/payments', <ReviewList />);
    await user.click(await screen.findByRole('button', { name: 'Settle khata…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle a khata with this credit' });

    expect(within(dialog).getByRole('radio', { name: /Anita K/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByTestId('owed-after').textContent).toBe('₹0.00');
    await user.click(within(dialog).getByRole('radio', { name: /Biju M/ }));
    expect(within(dialog).getByTestId('owed-after').textContent).toBe('₹700.00');

    await user.click(within(dialog).getByRole('button', { name: 'Settle ₹500.00' }));
    expect(await within(dialog).findByText(khataMessages.overOwed(40_000))).toBeTruthy();
    const settles = calls.filter((call) => call.method === 'POST');
    expect(settles.map((call) => call.body)).toEqual([{ customerId: biju.customerId }]);

    await user.click(within(dialog).getByRole('radio', { name: /Anita K/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Settle ₹500.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { customerId: biju.customerId },
      { customerId: anita.customerId },
    ]);
  });

  it('finds a customer by phone or code in the khata book, and will not settle one who owes less than the credit', async () => {
    const row = (person: typeof anita, owedPaise: number): KhataBook['customers'][number] => ({
      id: person.customerId,
      code: person.code,
      name: person.name,
      phone: person.phone,
      language: 'en',
      limitPaise: 200_000,
      owedPaise,
      oldestDueAt: '2026-11-01T10:00:00.000Z',
      ageing: { upTo30: owedPaise, upTo60: 0, over60: 0 },
      oldestPayUrl: null,
      oldestDuePaise: owedPaise,
    });
    const book: KhataBook = {
      customers: [row(anita, 30_000), row(biju, 120_000)],
      totals: { owedPaise: 150_000, limitPaise: 400_000, ageing: { upTo30: 150_000, upTo60: 0, over60: 0 } },
    };
    fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: admin } }),
      'GET /api/admin/statements/review': () => ({
        status: 200,
        body: { credits: [{ ...credit, khataCandidates: [] }] },
      }),
      'GET /api/admin/khata': () => ({ status: 200, body: book }),
    });
    const { user } = renderScreen('/admin/payments', <ReviewList />);
    await user.click(await screen.findByRole('button', { name: 'Settle khata…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle a khata with this credit' });
    expect(within(dialog).getByText(/No customer owes this much/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Settle ₹500.00' })).toHaveProperty('disabled', true);

    await user.type(within(dialog).getByRole('textbox', { name: 'Find a customer' }), 'b100');
    expect(await within(dialog).findByRole('radio', { name: /Biju M/ })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('radio', { name: /Anita K/ })).toHaveProperty('disabled', true);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Find a customer' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Find a customer' }), '9847054');
    await user.click(await within(dialog).findByRole('radio', { name: /Biju M/ }));
    expect(within(dialog).queryByRole('radio', { name: /Anita K/ })).toBeNull();
    expect(within(dialog).getByTestId('owed-after').textContent).toBe('₹700.00');
  });
});
