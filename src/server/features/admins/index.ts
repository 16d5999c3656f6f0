/**
 * The admins module (docs/decisions/043): it owns `admin_users`. What the start, the admin command
 * and tests use.
 */
export { createAdmin, listAdmins, resetAdminPassword, UnknownAdmin } from './admin-accounts';
export { ensureFirstAdmin, type FirstAdmin } from './first-admin';
