import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentList } from './payment-list';

describe("an order's payments", () => {
  it('shows what was paid and what is due, then each payment; money paid back reads as such', () => {
    render(
      <PaymentList
        paidPaise={0}
        duePaise={0}
        payments={[
          {
            id: 'p1',
            direction: 'in',
            method: 'upi',
            amountPaise: 40_000,
            reference: '412345678901',
            source: 'admin',
            recordedAt: '2026-11-20T05:30:00.000Z',
          },
          {
            id: 'p2',
            direction: 'out',
            method: 'upi',
            amountPaise: 40_000,
            reference: null,
            source: 'refund',
            recordedAt: '2026-11-22T05:30:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByText('Paid so far').nextElementSibling?.textContent).toContain('₹0.00');
    const [received, back] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(received?.textContent).toContain('Received · UPI');
    expect(received?.textContent).toContain('20 Nov 2026');
    expect(received?.textContent).toContain('412345678901');
    expect(received?.textContent).toContain('₹400.00');
    expect(back?.textContent).toContain('Paid back · UPI');
    expect(back?.textContent).toContain('Refund');
    expect(back?.textContent).toContain('−₹400.00');
  });

  it('says so when nothing is recorded yet, with all of it due', () => {
    render(<PaymentList paidPaise={0} duePaise={67_620} payments={[]} />);
    expect(screen.getByText('No payment recorded yet.')).toBeTruthy();
    expect(screen.getByText('Due').nextElementSibling?.textContent).toContain('₹676.20');
  });
});
