/**
 * The admins module (docs/decisions/043): it owns `admin_users`, the owner's account and the
 * staff's (docs/decisions/085). What the start, the admin command, the API and tests use.
 */
export { createAdmin, listAdmins, noteSignIn, resetAdminPassword, UnknownAdmin } from './admin-accounts';
export { ensureFirstAdmin, type FirstAdmin } from './first-admin';
