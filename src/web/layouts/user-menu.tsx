import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut, Receipt, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../domain/user';
import { TierBadge } from '../components/ui/badge';
import { useAuth } from '../features/auth/auth-context';
import { cn } from '../lib/cn';
import { UserMenuTriggerContent, userMenuTriggerClass } from './user-avatar';

export { initials } from './user-avatar';

const itemClass =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm font-medium text-sand-900 outline-none ' +
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/**
 * The signed-in user's menu (Radix: arrow keys, Escape, focus return). Loaded only for
 * signed-in visitors, through <LazyUserMenu>, so guests never download Radix's menu.
 */
export function UserMenu({
  user,
  className,
  defaultOpen = false,
}: {
  user: SessionUser;
  className?: string;
  /** Opens at once: the button was pressed while this code was still loading. */
  defaultOpen?: boolean;
}) {
  const { logout } = useAuth();
  const navigate = useNavigate();

  // Leave the page first: signing out on a guarded page would send us to /login instead of '/'.
  const signOut = async () => {
    await navigate('/', { replace: true });
    await logout();
  };

  const iconClass = 'size-4 text-sand-600';

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${user.name}`}
        className={cn(userMenuTriggerClass, className)}
      >
        <UserMenuTriggerContent user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 rounded-2xl border border-sand-200 bg-white p-2 shadow-lg"
        >
          <div className="space-y-1 px-3 pt-2 pb-3">
            <p className="truncate font-semibold text-sand-900">{user.name}</p>
            {user.role === 'customer' ? (
              <div className="flex flex-wrap items-center gap-2 text-sm text-sand-700">
                <span>
                  Code <span className="font-mono font-semibold text-sand-900">{user.code}</span>
                </span>
                <TierBadge tier={user.tier} />
              </div>
            ) : (
              <p className="text-sm text-sand-700">Administrator · {user.username}</p>
            )}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          {user.role === 'customer' ? (
            <>
              <MenuLink to="/profile" icon={<UserRound aria-hidden="true" className={iconClass} />}>
                Profile
              </MenuLink>
              <MenuLink to="/orders" icon={<Receipt aria-hidden="true" className={iconClass} />}>
                My Orders
              </MenuLink>
            </>
          ) : (
            <MenuLink
              to="/admin/dashboard"
              icon={<LayoutDashboard aria-hidden="true" className={iconClass} />}
            >
              Admin Panel
            </MenuLink>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className={iconClass} />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
