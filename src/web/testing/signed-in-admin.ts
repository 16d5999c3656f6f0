import type { AdminUser } from '../../domain/user';

/** The signed-in admin, as GET /api/auth/me answers. */
export const admin: AdminUser = { role: 'admin', id: 'admin-1', username: 'admin', name: 'Shop Admin' };
