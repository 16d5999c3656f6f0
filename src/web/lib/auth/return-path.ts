import type { SessionUser } from '../../../domain/user';

type Role = SessionUser['role'];

/** Each role's first page: the staff start at the counter, where most of their day is (docs/decisions/085, 092). */
const HOME: Record<Role, string> = { customer: '/', admin: '/admin/dashboard', staff: '/admin/counter' };

/** Where a role starts: the storefront, the owner's dashboard, the staff's counter. */
export const homeOf = (role: Role) => HOME[role];

/**
 * Where to go after signing in: back to the page that sent the visitor to /login (kept in the
 * router's location state as `from`) when that page is on this site and meant for the role that
 * just signed in; otherwise the role's home.
 */
export function returnPath(state: unknown, role: Role): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return HOME[role];
  const path = from.split(/[?#]/)[0]!;
  if (path === '/login' || path === '/register') return HOME[role];
  const isAdminPage = path === '/admin' || path.startsWith('/admin/');
  return isAdminPage === (role !== 'customer') ? from : HOME[role];
}
