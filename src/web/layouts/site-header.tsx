import { lazy } from 'react';
import { NavLink } from 'react-router';
import { LayoutDashboard } from 'lucide-react';
import { Logo } from '../components/logo';
import { ButtonLink } from '../components/ui/button';
import { DrawerMenuButton } from '../components/ui/drawer-menu-button';
import { useAuth } from '../lib/auth/auth-context';
import { cn } from '../lib/cn';
import { LazyUserMenu } from './lazy-user-menu';
import type { NavItem } from './mobile-nav-drawer';
import { isShopUser } from '../../domain/shop-user';

function useNavItems(): NavItem[] {
  const { user } = useAuth();
  const items: NavItem[] = [
    { to: '/', label: 'Home' },
    { to: '/shop', label: 'Shop' },
  ];
  if (user?.role === 'customer') items.push({ to: '/orders', label: 'My Orders' });
  return items;
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-sand-700 hover:bg-sand-100 hover:text-sand-900',
  );

const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(loadDrawer);

export function SiteHeader() {
  const { user } = useAuth();
  const items = useNavItems();

  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo className="mr-auto md:mr-4" />
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={desktopLink}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {user ? (
            <>
              {isShopUser(user) && (
                <ButtonLink to="/admin" variant="secondary" className="max-sm:hidden">
                  <LayoutDashboard aria-hidden="true" className="size-4" />
                  Admin Panel
                </ButtonLink>
              )}
              <LazyUserMenu user={user} />
            </>
          ) : (
            <>
              <ButtonLink to="/login" variant="outline">
                Sign In
              </ButtonLink>
              <ButtonLink to="/register" className="max-sm:hidden">
                Register
              </ButtonLink>
            </>
          )}
          <DrawerMenuButton
            label="Open menu"
            className="md:hidden"
            prefetch={loadDrawer}
            drawer={(state) => <MobileNavDrawer items={items} {...state} />}
          />
        </div>
      </div>
    </header>
  );
}
