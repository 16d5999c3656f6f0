import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from 'react-router';
import { ChevronDown, LayoutDashboard, LogOut, Receipt, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../domain/user';
import { TierBadge } from '../components/ui/badge';
import { useAuth } from '../features/auth/auth-context';
import { cn } from '../lib/cn';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : (parts[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}

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

/** The signed-in user's menu (Radix: arrow keys, Escape, focus return). */
export function UserMenu({ user, className }: { user: SessionUser; className?: string }) {
  const { logout } = useAuth();
  const navigate = useNavigate();

  // Leave the page first: signing out on a guarded page would send us to /login instead of '/'.
  const signOut = async () => {
    await navigate('/', { replace: true });
    await logout();
  };

  const iconClass = 'size-4 text-sand-600';

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${user.name}`}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-200 bg-white py-1 pr-2 pl-1 text-sm font-semibold text-sand-900',
          'hover:border-sand-300 data-[state=open]:border-brand-600',
          className,
        )}
      >
        <span
          aria-hidden="true"
          className="grid size-9 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
        >
          {initials(user.name)}
        </span>
        <span className="hidden max-w-32 truncate lg:inline">{user.name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-sand-600" />
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
