import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut, NotebookPen, Receipt, UserRound } from 'lucide-react';
import type { SessionUser } from '../../domain/user';
import { TierBadge } from '../components/ui/badge';
import { useAuth } from '../lib/auth/auth-context';
import { pageShown } from '../lib/page-moves';
import { menuItemForKey, type MenuRequest } from './menu-opening';
import { UserMenuButton } from './user-avatar';
import { useT } from '../i18n/i18n-context';

const itemClass =
  'flex min-h-11 w-full cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-sand-900 outline-none ' +
  'data-highlighted:bg-brand-50 data-highlighted:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600';
const iconClass = 'size-4 text-sand-600';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Menu.Item asChild>
      <Link to={to} className={itemClass}>
        {icon}
        {children}
      </Link>
    </Menu.Item>
  );
}

const Separator = () => <Menu.Separator className="my-1 h-px bg-sand-200" />;

/**
 * Rendered inside the menu as it opens: focuses its first or last item. Radix then leaves focus
 * where it is (it only moves focus into a menu that does not have it yet).
 */
function FocusItemOnOpen({ which }: { which: 'first' | 'last' }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const menu = marker.current?.closest('[role="menu"]');
    const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    (which === 'last' ? items.at(-1) : items[0])?.focus({ preventScroll: true });
  }, [which]);
  return <span ref={marker} hidden />;
}

const steps: Partial<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * Radix moves focus a tick after an arrow key; moving it at once means a key pressed right after
 * (Enter) acts on the item the arrow reached. Radix's own move then lands on the same item.
 */
function moveFocusNow(event: KeyboardEvent<HTMLElement>) {
  const step = steps[event.key];
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (step === undefined || at < 0) return;
  items[(at + step + items.length) % items.length]?.focus();
}

/**
 * The signed-in user's account menu (a Radix dropdown menu): who is signed in, their pages and
 * Sign Out. Enter, Space or ArrowDown on the button open it on the first item, ArrowUp on the
 * last; arrows move round, Escape closes and returns focus to the button, Tab closes it too.
 * <LazyUserMenu> loads this on the first hover, focus or press of its stand-in button, and
 * passes on how the menu was asked for while it loaded (`request`) and whether that button had
 * focus (`takeFocus`), so the swap is seamless.
 */
export function UserMenu({
  user,
  request,
  takeFocus,
}: {
  user: SessionUser;
  request: MenuRequest | null;
  takeFocus: boolean;
}) {
  const { logout } = useAuth();
  const { t } = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(request !== null);
  // The item to focus on opening when a key opened the menu (ArrowUp: the last one).
  const [focusOnOpen, setFocusOnOpen] = useState(request === 'pointer' ? null : request);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (takeFocus) buttonRef.current?.focus();
  }, [takeFocus]);

  const openOrClose = (next: boolean) => {
    setOpen(next);
    if (!next) setFocusOnOpen(null);
  };

  // Leave the page first: signing out on a guarded page would send us to /login instead of '/'.
  const signOut = async () => {
    void navigate('/', { replace: true });
    await pageShown();
    await logout();
  };

  return (
    <Menu.Root open={open} onOpenChange={openOrClose} modal={false}>
      <Menu.Trigger asChild>
        <UserMenuButton
          ref={buttonRef}
          user={user}
          onKeyDown={(event) => {
            // Radix opens on Enter, Space and ArrowDown, but moves focus to the first item only
            // once it has seen a key press (not so for a key pressed as this code arrived).
            const item = menuItemForKey(event.key);
            if (!item) return;
            setFocusOnOpen(item);
            if (event.key !== 'ArrowUp') return;
            event.preventDefault();
            setOpen(true);
          }}
        />
      </Menu.Trigger>
      {/* In place, not in a portal at the end of <body>: the menu stays inside the header's landmark. */}
      <Menu.Content
        align="end"
        sideOffset={8}
        collisionPadding={16}
        loop
        // Back on the button at once (Radix would wait a tick): a key pressed right after lands there.
        onEscapeKeyDown={() => buttonRef.current?.focus()}
        onKeyDown={(event) => {
          if (event.key === 'Tab') {
            openOrClose(false);
            buttonRef.current?.focus();
          } else moveFocusNow(event);
        }}
        className="z-50 w-64 max-w-[calc(100vw-2rem)] rounded-2xl border border-sand-200 bg-white p-2 shadow-lg"
      >
        {focusOnOpen && <FocusItemOnOpen which={focusOnOpen} />}
        <div className="space-y-1 px-3 pt-2 pb-3">
          <p className="truncate font-semibold text-sand-900">{user.name}</p>
          {user.role === 'customer' ? (
            <div className="flex flex-wrap items-center gap-2 text-sm text-sand-700">
              <span>
                {t('nav.code')} <span className="font-mono font-semibold text-sand-900">{user.code}</span>
              </span>
              <TierBadge tier={user.tier} />
            </div>
          ) : (
            <p className="text-sm text-sand-700">
              {t('nav.administrator')} · {user.username}
            </p>
          )}
        </div>
        <Separator />
        {user.role === 'customer' ? (
          <>
            <MenuLink to="/profile" icon={<UserRound aria-hidden="true" className={iconClass} />}>
              {t('nav.profile')}
            </MenuLink>
            <MenuLink to="/orders" icon={<Receipt aria-hidden="true" className={iconClass} />}>
              {t('nav.myOrders')}
            </MenuLink>
            {user.creditLimitPaise > 0 && (
              <MenuLink to="/khata" icon={<NotebookPen aria-hidden="true" className={iconClass} />}>
                {t('nav.khata')}
              </MenuLink>
            )}
          </>
        ) : (
          <MenuLink to="/admin" icon={<LayoutDashboard aria-hidden="true" className={iconClass} />}>
            {t('nav.adminPanel')}
          </MenuLink>
        )}
        <Separator />
        <Menu.Item className={itemClass} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" className={iconClass} />
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}
