import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LogOut, Menu } from 'lucide-react';
import { Logo } from '../components/logo';
import { Button } from '../components/ui/button';
import { useAuth } from '../lib/auth/auth-context';
import { SidebarNav, StoreLink } from './admin-sidebar';

const loadDrawer = () => import('./admin-mobile-drawer');
const AdminMobileDrawer = lazy(loadDrawer);

/** Phones and tablets: a menu button; the drawer's code (Radix dialog) arrives on the first press. */
function MobileSidebar() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open admin menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AdminMobileDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** The admin panel frame (loaded only when an /admin route is visited). */
export default function AdminLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();

  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <div className="min-h-dvh bg-sand-50">
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-6 overflow-y-auto border-r border-sand-200 bg-white p-4 lg:flex">
        <div>
          <Logo to="/admin/dashboard" />
          <p className="mt-1 pl-11 text-xs font-semibold tracking-wide text-sand-600 uppercase">
            Admin Panel
          </p>
        </div>
        <SidebarNav />
        <StoreLink />
      </aside>
      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur">
          <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
            <MobileSidebar />
            <p className="min-w-0 flex-1 truncate font-semibold text-sand-900">
              Welcome, {user?.name ?? 'Admin'}
            </p>
            <Button variant="outline" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" className="size-4" />
              Logout
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
