import type { SessionUser, ShopUser } from './user';

/**
 * The owner or a staff member: whoever signs in on the Admin tab and works in the admin panel.
 * Its own module, free of zod: the header and the admin's guards on every page's first chunk use
 * it, and user.ts's schemas would bring zod into that chunk (docs/decisions/050).
 */
export const isShopUser = (user: SessionUser | null | undefined): user is ShopUser =>
  user?.role === 'admin' || user?.role === 'staff';
