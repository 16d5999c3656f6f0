import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordPaymentSchema } from '../../../domain/payments.schemas';
import { MoneyInFields, useMoneyIn, type TypedMoneyIn } from './money-in-fields';

/** A form as the order's payments and the khata settlement build theirs. */
function Form({
  onTyped,
  onKey,
}: {
  onTyped: (typed: TypedMoneyIn, problem: string | null) => void;
  onKey?: (key: string) => void;
}) {
  const money = useMoneyIn('cash');
  return (
    <form
      aria-label="Money"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = recordPaymentSchema.safeParse(money.typed());
        onTyped(money.typed(), parsed.success ? null : money.refusal(parsed.error.issues[0]?.message));
        if (parsed.success) onKey?.(money.keyFor(parsed.data));
      }}
    >
      <MoneyInFields money={money} maxPaise={57_620} />
      <button type="submit">Record</button>
      <button type="button" onClick={money.clear}>
        Recorded
      </button>
    </form>
  );
}

describe('money coming in, as the admin types it', () => {
  it('asks for the UTR only for UPI, reads rupees exactly and says when they are not an amount', async () => {
    const user = userEvent.setup();
    const seen: [TypedMoneyIn, string | null][] = [];
    render(<Form onTyped={(typed, problem) => seen.push([typed, problem])} />);
    expect(screen.getByText('Up to ₹576.20')).toBeTruthy();
    expect(screen.queryByLabelText(/UPI reference/)).toBeNull();

    await user.type(screen.getByLabelText('Amount (₹)'), '1,250.50');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(seen.at(-1)).toEqual([{ method: 'cash', amountPaise: 125_050, reference: '' }, null]);

    await user.selectOptions(screen.getByLabelText('Method'), 'upi');
    await user.type(screen.getByLabelText(/UPI reference \(UTR\)/), '432198765012');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(seen.at(-1)![0]).toEqual({ method: 'upi', amountPaise: 125_050, reference: '432198765012' });

    // A reference typed for UPI does not travel with cash.
    await user.selectOptions(screen.getByLabelText('Method'), 'cash');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(seen.at(-1)![0].reference).toBe('');

    await user.clear(screen.getByLabelText('Amount (₹)'));
    await user.type(screen.getByLabelText('Amount (₹)'), '12,5');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(seen.at(-1)![1]).toBe('Please enter a valid number');
  });

  it('sends the same Idempotency-Key while the same money is sent again, and a new one for the same amount once it is recorded', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    render(<Form onTyped={() => {}} onKey={(key) => keys.push(key)} />);
    await user.type(screen.getByLabelText('Amount (₹)'), '100');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(screen.getByRole('button', { name: 'Record' })); // no answer came: sent again
    await user.click(screen.getByRole('button', { name: 'Recorded' }));
    await user.type(screen.getByLabelText('Amount (₹)'), '100');
    await user.click(screen.getByRole('button', { name: 'Record' })); // the same amount again, later
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
