import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useShopFilters } from './use-shop-filters';

/** The hook on /shop?{query}, with the address bar it keeps in step. */
function shopAt(query: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/shop${query}`]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useShopFilters(), address: useLocation().search }), { wrapper });
}

describe('the shop’s search and category', () => {
  it('start from a shared link', () => {
    const { result } = shopAt('?search=rice&category=Oil');
    expect(result.current.filters).toMatchObject({ searchText: 'rice', search: 'rice', category: 'Oil' });
  });

  it('ask for a typed search once typing pauses, trimmed, and keep it in the address bar beside the category', async () => {
    const { result } = shopAt('?category=Oil');
    act(() => result.current.filters.setSearchText('  coco '));
    expect(result.current.filters).toMatchObject({ searchText: '  coco ', search: '' });
    await waitFor(() => expect(result.current.filters.search).toBe('coco'));
    await waitFor(() => expect(result.current.address).toBe('?category=Oil&search=coco'));
  });

  it('choose a category at once, and Show all products clears both', async () => {
    const { result } = shopAt('?search=rice');
    act(() => result.current.filters.chooseCategory('Tea'));
    expect(result.current.filters.category).toBe('Tea');
    expect(result.current.address).toBe('?search=rice&category=Tea');
    act(() => result.current.filters.showAll());
    expect(result.current.filters).toMatchObject({ searchText: '', category: '' });
    await waitFor(() => expect(result.current.address).toBe(''));
  });
});
