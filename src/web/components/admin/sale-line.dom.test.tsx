import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SaleLineRow, type SaleLine } from './sale-line';

function Line({ start }: { start: SaleLine }) {
  const [line, setLine] = useState(start);
  return (
    <ul>
      <SaleLineRow
        line={line}
        unitPricePaise={4_550}
        onQuantity={(quantity) => setLine({ ...line, quantity })}
        onRemove={() => undefined}
      />
    </ul>
  );
}

const rice: SaleLine = { productId: 'p1', name: 'Loose rice', quantity: 0.5, unit: 'kg', weighed: true };
const soap: SaleLine = { productId: 'p2', name: 'Soap', quantity: 1, unit: 'piece', weighed: false };
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('a line staff enter (phone order and counter)', () => {
  it('prices a weighed product per kg, steps it by half a kg and takes any weight to the gram', async () => {
    const user = userEvent.setup();
    render(<Line start={rice} />);
    expect(screen.getByText('₹45.50 per kg · 0.500 kg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '0.5 kg more Loose rice' }));
    expect(value('Weight of Loose rice (kg)')).toBe('1');
    const weight = screen.getByLabelText('Weight of Loose rice (kg)');
    await user.clear(weight);
    await user.type(weight, '0.755');
    expect(screen.getByText('₹45.50 per kg · 0.755 kg')).toBeTruthy();
  });

  it('prices a piece each and steps it by one, never below one', async () => {
    const user = userEvent.setup();
    render(<Line start={soap} />);
    expect(screen.getByText('₹45.50 each')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'One less Soap' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'One more Soap' }));
    expect(value('Quantity of Soap')).toBe('2');
  });
});
