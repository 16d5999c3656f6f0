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
import { useT } from '../i18n/i18n-context';
import { LanguageSwitch } from '../i18n/language-switch';

function useNavItems(): NavItem[] {
  const { user } = useAuth();
  const { t } = useT();
  const items: NavItem[] = [
    { to: '/', label: t('nav.home') },
    { to: '/shop', label: t('nav.shop') },
  ];
  if (user?.role === 'customer') items.push({ to: '/orders', label: t('nav.myOrders') });
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
  const { t } = useT();
  const items = useNavItems();

  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo compact className="mr-auto md:mr-4" />
        <nav aria-label={t('nav.main')} className="hidden flex-1 items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={desktopLink}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {user ? (
            <>
              {isShopUser(user) && (
                <ButtonLink to="/admin" variant="secondary" className="max-sm:hidden">
                  <LayoutDashboard aria-hidden="true" className="size-4" />
                  {t('nav.adminPanel')}
                </ButtonLink>
              )}
              <LazyUserMenu user={user} />
            </>
          ) : (
            <>
              <ButtonLink to="/login" variant="outline">
                {t('nav.signIn')}
              </ButtonLink>
              <ButtonLink to="/register" className="max-sm:hidden">
                {t('nav.register')}
              </ButtonLink>
            </>
          )}
          <DrawerMenuButton
            label={t('nav.openMenu')}
            className="md:hidden"
            prefetch={loadDrawer}
            drawer={(state) => <MobileNavDrawer items={items} {...state} />}
          />
        </div>
      </div>
    </header>
  );
}
