import { lazy } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { Logo } from '../components/logo';
import { Button } from '../components/ui/button';
import { DrawerMenuButton } from '../components/ui/drawer-menu-button';
import { useAuth } from '../lib/auth/auth-context';
import { LanguageSwitch } from '../i18n/language-switch';
import { useWords } from '../i18n/use-words';
import { SidebarNav, StoreLink } from './admin-sidebar';

const loadDrawer = () => import('./admin-mobile-drawer');
const AdminMobileDrawer = lazy(loadDrawer);

/** The admin panel frame (loaded only when an /admin route is visited). */
export default function AdminLayout() {
  const { user, logout } = useAuth();
  const { t } = useWords('admin');
  const navigate = useNavigate();

  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <div className="min-h-dvh bg-sand-50">
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-6 overflow-y-auto border-r border-sand-200 bg-white p-4 lg:flex">
        <div>
          <Logo to="/admin" />
          <p className="mt-1 pl-11 text-xs font-semibold tracking-wide text-sand-600 uppercase">
            {t('admin.frame.panel')}
          </p>
        </div>
        <SidebarNav />
        <StoreLink />
      </aside>
      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur">
          <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
            <DrawerMenuButton
              label={t('admin.frame.openMenu')}
              className="lg:hidden"
              prefetch={loadDrawer}
              drawer={(state) => <AdminMobileDrawer {...state} />}
            />
            <p className="min-w-0 flex-1 truncate font-semibold text-sand-900">
              {t('admin.frame.welcome', { name: user?.name ?? t('admin.frame.admin') })}
            </p>
            <LanguageSwitch />
            <Button variant="outline" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" className="size-4" />
              {t('admin.frame.logout')}
            </Button>
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
