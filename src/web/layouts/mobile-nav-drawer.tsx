import { NavLink } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import type { DrawerState } from '../components/ui/drawer-menu-button';
import { SideDrawer } from '../components/ui/side-drawer';
import { useAuth } from '../lib/auth/auth-context';
import { cn } from '../lib/cn';
import { isShopUser } from '../../domain/shop-user';

export interface NavItem {
  to: string;
  label: string;
}

/** The footer's everyday pages, one tap away on a phone too. */
const MORE_LINKS: NavItem[] = [
  { to: '/track-order', label: 'Track Order' },
  { to: '/services', label: 'Other Services' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/faq', label: 'FAQ' },
];

const drawerLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-12 items-center rounded-xl px-4 text-base font-semibold',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-sand-800 hover:bg-sand-100',
  );

const moreLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-xl px-4 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-sand-700 hover:bg-sand-100',
  );

/** Phones: the nav's slide-in drawer, loaded the first time the menu button is pressed. */
export default function MobileNavDrawer({ items, open, onOpenChange }: DrawerState & { items: NavItem[] }) {
  const { user } = useAuth();
  const close = () => onOpenChange(false);

  return (
    <SideDrawer
      side="right"
      title="Menu"
      description="Site navigation"
      closeLabel="Close menu"
      className="w-[min(20rem,85vw)]"
      open={open}
      onOpenChange={onOpenChange}
    >
      <nav aria-label="Mobile" className="flex flex-col gap-1">
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.to === '/'} className={drawerLink} onClick={close}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <nav aria-label="More from the shop" className="flex flex-col border-t border-sand-200 pt-3">
        {MORE_LINKS.map((item) => (
          <NavLink key={item.to} to={item.to} className={moreLink} onClick={close}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-auto flex flex-col gap-2 border-t border-sand-200 pt-4">
        {!user && (
          <>
            <ButtonLink to="/register" size="lg" onClick={close}>
              Register
            </ButtonLink>
            <ButtonLink to="/login" variant="outline" size="lg" onClick={close}>
              Sign In
            </ButtonLink>
          </>
        )}
        {isShopUser(user) && (
          <ButtonLink to="/admin" variant="secondary" size="lg" onClick={close}>
            Admin Panel
          </ButtonLink>
        )}
      </div>
    </SideDrawer>
  );
}
