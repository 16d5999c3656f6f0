import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('goes back to the page that asked for a sign-in, with its query', () => {
    expect(returnPath({ from: '/checkout' }, 'customer')).toBe('/checkout');
    expect(returnPath({ from: '/orders?page=2' }, 'customer')).toBe('/orders?page=2');
    expect(returnPath({ from: '/admin/purchases' }, 'admin')).toBe('/admin/purchases');
  });

  it("falls back to the role's home without a usable page", () => {
    expect(returnPath(null, 'customer')).toBe('/');
    expect(returnPath(undefined, 'admin')).toBe('/admin/dashboard');
    expect(returnPath({ from: 42 }, 'customer')).toBe('/');
    expect(returnPath({ from: '/login' }, 'customer')).toBe('/');
    expect(returnPath({ from: '/register?ref=A101' }, 'customer')).toBe('/');
  });

  it('never leaves the site', () => {
    expect(returnPath({ from: 'https://evil.example/' }, 'customer')).toBe('/');
    expect(returnPath({ from: '//evil.example/' }, 'customer')).toBe('/');
  });

  it("does not send a role to the other role's pages", () => {
    expect(returnPath({ from: '/admin/products' }, 'customer')).toBe('/');
    expect(returnPath({ from: '/profile' }, 'admin')).toBe('/admin/dashboard');
  });

  it('lands a staff member on the orders, or back on the admin page that sent them', () => {
    expect(returnPath(null, 'staff')).toBe('/admin/counter');
    expect(returnPath({ from: '/checkout' }, 'staff')).toBe('/admin/counter');
    expect(returnPath({ from: '/admin/khata' }, 'staff')).toBe('/admin/khata');
  });
});
