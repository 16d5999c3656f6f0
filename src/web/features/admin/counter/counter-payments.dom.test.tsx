import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../../domain/order';
import { CounterPayments, paymentsToSend, type PaymentEntry } from './counter-payments';

const quote = (amountPaidPaise: number) =>
  ({ amountPaidPaise, upi: { payeeId: 'shop@upi', payeeName: 'FreshMart' } }) as Quote;

/** The payments as the counter holds them, so the test types into them as staff would. */
function Payments({ duePaise, khataLeftPaise = null }: { duePaise: number; khataLeftPaise?: number | null }) {
  const [entries, setEntries] = useState<PaymentEntry[]>([]);
  return (
    <>
      <CounterPayments
        quote={quote(duePaise)}
        entries={entries}
        onEntries={setEntries}
        khataLeftPaise={khataLeftPaise}
        problems={{}}
      />
      <output data-testid="sent">{JSON.stringify(paymentsToSend(entries))}</output>
    </>
  );
}

const sent = () => JSON.parse(screen.getByTestId('sent').textContent!) as unknown;

describe('paying at the counter', () => {
  it('shows the change in large type once the cash handed over is more than is due', async () => {
    const user = userEvent.setup();
    render(<Payments duePaise={37_550} />);
    await user.click(screen.getByRole('button', { name: 'Cash' }));
    const cash = screen.getByLabelText('Cash handed over');
    expect((cash as HTMLInputElement).value).toBe('375.50');
    await user.clear(cash);
    await user.type(cash, '500');
    expect(screen.getByTestId('counter-change')?.textContent).toContain('₹124.50');
    expect(sent()).toEqual([{ method: 'cash', amountPaise: 50_000 }]);
  });

  it('pre-fills a second method with what the first leaves, and shows the QR for exactly that', async () => {
    const user = userEvent.setup();
    render(<Payments duePaise={30_000} />);
    await user.click(screen.getByRole('button', { name: 'Cash' }));
    const cash = screen.getByLabelText('Cash handed over');
    await user.clear(cash);
    await user.type(cash, '100');
    expect(screen.getByText('Still to pay: ₹200.00.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'UPI' }));
    expect((screen.getByLabelText('UPI amount') as HTMLInputElement).value).toBe('200.00');
    expect(screen.getByText('Scan to pay exactly').nextElementSibling?.textContent).toContain('₹200.00');
    expect(screen.queryByText(/Still to pay/)).toBeNull();
    expect(sent()).toEqual([
      { method: 'cash', amountPaise: 10_000 },
      { method: 'upi', amountPaise: 20_000 },
    ]);
  });

  it('refuses UPI beyond what is due, and offers khata only to a customer with credit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Payments duePaise={30_000} />);
    expect(screen.queryByRole('button', { name: 'Khata' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'UPI' }));
    const upi = screen.getByLabelText('UPI amount');
    await user.clear(upi);
    await user.type(upi, '301');
    expect(screen.getByRole('alert')?.textContent).toContain('cannot be more than the ₹300.00 due');
    unmount();
    render(<Payments duePaise={30_000} khataLeftPaise={50_000} />);
    expect(screen.getByText('Khata: ₹500.00 of credit left.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Khata' }));
    expect((screen.getByLabelText('Khata amount') as HTMLInputElement).value).toBe('300.00');
  });
});
