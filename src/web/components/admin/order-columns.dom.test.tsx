import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../lib/admin-orders/orders.api';
import { DataCards } from '../data-list/data-cards';
import { orderColumn } from './order-columns';

const order = (id: string, source: AdminOrder['source']) => ({ id, source }) as AdminOrder;

describe('an order list’s source', () => {
  it('names where each order came from on a card, an online order included', () => {
    render(
      <DataCards
        label="Orders"
        columns={[orderColumn.id, orderColumn.source]}
        items={[order('ORD-1', 'online'), order('ORD-2', 'counter')]}
        getKey={(item) => item.id}
      />,
    );
    const [online, counter] = screen.getAllByRole('article');
    expect(within(online!).getByText('Source').nextElementSibling?.textContent).toBe('Online');
    expect(within(counter!).getByText('Source').nextElementSibling?.textContent).toBe('Counter sale');
  });
});
