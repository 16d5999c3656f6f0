import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchAppRoute } from './app-routes';

describe('matchAppRoute', () => {
  it('finds the page for every path of the route table, parameters filled in', () => {
    expect(matchAppRoute('/')?.key).toBe('home');
    expect(matchAppRoute('/shop')?.key).toBe('shop');
    expect(matchAppRoute('/orders/ORD-1767000000000-ab12')).toMatchObject({
      key: 'order',
      params: { id: 'ORD-1767000000000-ab12' },
    });
    expect(matchAppRoute('/admin/customers/7f1c/edit')).toMatchObject({
      key: 'adminEditCustomerAlias',
      params: { id: '7f1c' },
    });
    expect(matchAppRoute('/admin/customers/edit/7f1c')?.key).toBe('adminEditCustomer');
    expect(matchAppRoute('/admin/customers/add')?.key).toBe('adminAddCustomer');
    expect(matchAppRoute('/admin')?.key).toBe('admin');
  });

  it('matches as the browser’s router does: any case, with or without a trailing slash', () => {
    expect(matchAppRoute('/Shop/')?.key).toBe('shop');
    expect(matchAppRoute('/ADMIN/Products')?.key).toBe('adminProducts');
  });

  it('knows the membership pages by tier, Platinum included (it goes to Diamond)', () => {
    for (const slug of ['bronze', 'silver', 'Gold', 'diamond', 'platinum'])
      expect(matchAppRoute(`/membership/${slug}`)?.key, slug).toBe('membership');
    expect(matchAppRoute('/membership/tin')).toBeNull();
  });

  it('has no page for anything else', () => {
    for (const path of [
      '/nope',
      '/shop/rice',
      '/admin/nope',
      '/admin/customers/1/2/3',
      '/orders/1/edit',
      '/membership',
      '/%E0%A4%A',
    ])
      expect(matchAppRoute(path), path).toBeNull();
  });

  it('names each path once', () => {
    const paths = Object.values(APP_ROUTES).map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
