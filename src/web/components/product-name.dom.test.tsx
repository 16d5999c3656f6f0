import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductName } from './product-name';

describe('ProductName', () => {
  it('shows the Malayalam name under the English one, marked as Malayalam, joiners kept', () => {
    const { container } = render(<ProductName name="Chicken Masala" nameMl={'ചിക്കന്\u200d മസാല'} />);
    expect(screen.getByText('Chicken Masala')).toBeTruthy();
    const malayalam = container.querySelector('[lang="ml"]');
    expect(malayalam?.textContent).toBe('ചിക്കന്\u200d മസാല');
  });

  it('shows the English name alone when there is no Malayalam name', () => {
    const { container } = render(<ProductName name="Jaya Rice 5 kg" nameMl="" />);
    expect(container.textContent).toBe('Jaya Rice 5 kg');
    expect(container.querySelector('[lang]')).toBeNull();
  });
});
