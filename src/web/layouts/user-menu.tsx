import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut, Receipt, UserRound } from 'lucide-react';
import type { SessionUser } from '../../domain/user';
import { TierBadge } from '../components/ui/badge';
import { useAuth } from '../features/auth/auth-context';
import { pageShown } from '../lib/page-moves';

const itemClass =
  'flex min-h-11 w-full cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-sand-900 outline-none ' +
  'hover:bg-brand-50 hover:text-brand-900 focus:bg-brand-50 focus:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600';
const iconClass = 'size-4 text-sand-600';

function MenuLink({
  to,
  icon,
  onSelect,
  children,
}: {
  to: string;
  icon: ReactNode;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <Link role="menuitem" tabIndex={-1} to={to} className={itemClass} onClick={onSelect}>
      {icon}
      {children}
    </Link>
  );
}

/** The menu's items, in order. */
const menuItems = (menu: RefObject<HTMLDivElement | null>) => [
  ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

const Separator = () => <div role="separator" className="my-1 h-px bg-sand-200" />;

/**
 * The open account menu, loaded on first open by <LazyUserMenu>: who is signed in, their pages and
 * Sign Out. Arrow keys, Home and End move between items, Enter or Space picks one, Escape closes
 * and returns focus to the button, Tab closes and moves on.
 */
export function UserMenuItems({
  id,
  labelledBy,
  user,
  focus,
  onClose,
}: {
  id: string;
  labelledBy: string;
  user: SessionUser;
  focus: 'first' | 'last';
  onClose: (returnFocus: boolean) => void;
}) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const all = menuItems(menuRef);
    (focus === 'last' ? all.at(-1) : all[0])?.focus();
  }, [focus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems(menuRef);
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(current + 1);
    else if (event.key === 'ArrowUp') moveTo(current - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
    else if (event.key === ' ' && current >= 0) {
      event.preventDefault();
      all[current]?.click();
    }
  };

  // Leave the page first: signing out on a guarded page would send us to /login instead of '/'.
  const signOut = async () => {
    onClose(true);
    void navigate('/', { replace: true });
    await pageShown();
    await logout();
  };
  const picked = () => onClose(true);

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className="absolute top-full right-0 z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-2xl border border-sand-200 bg-white p-2 shadow-lg"
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
      <Separator />
      {user.role === 'customer' ? (
        <>
          <MenuLink
            to="/profile"
            onSelect={picked}
            icon={<UserRound aria-hidden="true" className={iconClass} />}
          >
            Profile
          </MenuLink>
          <MenuLink
            to="/orders"
            onSelect={picked}
            icon={<Receipt aria-hidden="true" className={iconClass} />}
          >
            My Orders
          </MenuLink>
        </>
      ) : (
        <MenuLink
          to="/admin/dashboard"
          onSelect={picked}
          icon={<LayoutDashboard aria-hidden="true" className={iconClass} />}
        >
          Admin Panel
        </MenuLink>
      )}
      <Separator />
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={itemClass}
        onClick={() => void signOut()}
      >
        <LogOut aria-hidden="true" className={iconClass} />
        Sign Out
      </button>
    </div>
  );
}
