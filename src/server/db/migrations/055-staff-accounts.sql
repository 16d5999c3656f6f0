-- Staff (DESIGN 11.2, docs/decisions/085): the owner's helpers are admin accounts with a role, so
-- everything that records an admin (sessions, the audit log, order events, payments, khata
-- settlements) records the staff member the same way. Every account until now is the owner's. A
-- disabled account cannot sign in; disabling it also ends its sessions. The last sign-in is shown
-- on the owner's Staff screen.
alter table admin_users
  add column role text not null default 'owner' check (role in ('owner', 'staff')),
  add column disabled_at timestamptz,
  add column last_sign_in_at timestamptz,
  add constraint admin_users_owner_never_disabled check (role = 'staff' or disabled_at is null);
