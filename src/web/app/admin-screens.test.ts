import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchAppRoute } from '../../domain/app-routes';
import { ADMIN_SCREENS, adminNavEntries, mayOpen } from './admin-screens';

const lit = (pathname: string) => {
  const key = matchAppRoute(pathname)!.key;
  return adminNavEntries()
    .filter((entry) => entry.lit.has(key))
    .map((entry) => entry.label);
};

describe("the admin panel's sidebar", () => {
  it('lights exactly one entry on every admin page, so the admin always sees where they are', () => {
    const adminPaths = Object.values(APP_ROUTES)
      .map((route) => route.path.replace(':id', 'c0ffee'))
      .filter((path) => path.startsWith('/admin/'));
    for (const path of adminPaths) expect(lit(path), path).toHaveLength(1);
  });

  it("lights Customers on adding and editing a customer, and Sales Dashboard on the sales page's old address", () => {
    expect(lit('/admin/customers/add')).toEqual(['Customers']);
    expect(lit('/admin/add-customer')).toEqual(['Customers']);
    expect(lit('/admin/customers/edit/c0ffee')).toEqual(['Customers']);
    expect(lit('/admin/customers/c0ffee/edit')).toEqual(['Customers']);
    expect(lit('/admin/sales-dashboard')).toEqual(['Sales Dashboard']);
  });

  it("links each entry to its page, SPEC 2's ten first, in its order", () => {
    expect(adminNavEntries().map((entry) => [entry.label, entry.to])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Counter', '/admin/counter'],
      ['Customers', '/admin/customers'],
      ['Products', '/admin/products'],
      ['Services', '/admin/services'],
      ['Purchases', '/admin/purchases'],
      ['Requests', '/admin/requests'],
      ['Sales Dashboard', '/admin/sales'],
      ['Leaderboard', '/admin/leaderboard'],
      ['Club Management', '/admin/club-management'],
      ['MLM Tree', '/admin/mlm-tree'],
      ['Referral Review', '/admin/referral-review'],
      ['Payments', '/admin/payments'],
      ['Khata', '/admin/khata'],
      ['Offers', '/admin/offers'],
      ['Loyalty Settings', '/admin/settings'],
      ['Messages', '/admin/messages'],
      ['Pages', '/admin/pages'],
      ['Audit Log', '/admin/audit-log'],
      ['Staff', '/admin/staff'],
    ]);
  });
});

describe('what the staff may open (docs/decisions/085)', () => {
  const screenOf = (path: string) => {
    const key = matchAppRoute(path)!.key;
    return ADMIN_SCREENS.find((screen) => (screen.routes as readonly string[]).includes(key))!;
  };

  it('shows a staff member only their entries: the Counter first, Customers (to look up), Purchases and Khata', () => {
    expect(adminNavEntries('staff').map((entry) => [entry.label, entry.to])).toEqual([
      ['Counter', '/admin/counter'],
      ['Customers', '/admin/customers'],
      ['Purchases', '/admin/purchases'],
      ['Khata', '/admin/khata'],
    ]);
  });

  it("keeps the owner's screens from staff: settings, prices, reports, the audit log and staff", () => {
    for (const path of [
      '/admin/settings',
      '/admin/products',
      '/admin/sales',
      '/admin/dashboard',
      '/admin/audit-log',
      '/admin/staff',
      '/admin/customers/edit/c0ffee',
      '/admin/customers/add',
    ]) {
      expect(mayOpen(screenOf(path), 'staff'), path).toBe(false);
      expect(mayOpen(screenOf(path), 'admin'), path).toBe(true);
    }
    expect(mayOpen(screenOf('/admin/purchases'), 'staff')).toBe(true);
  });
});
