import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, Menu, Store, X } from 'lucide-react';
import { matchAppRoute } from '../../domain/app-routes';
import { adminNavEntries } from '../app/admin-screens';
import { Logo } from '../components/logo';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { useAuth } from '../lib/auth/auth-context';

const NAV = adminNavEntries();

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const shown = matchAppRoute(pathname)?.key;
  return (
    <nav aria-label="Admin" className="flex flex-col gap-1">
      {NAV.map((item) => {
        const active = shown !== undefined && item.lit.has(shown);
        const Icon = item.icon;
        return (
          <Link
            key={item.to}
            to={item.to}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors',
              active ? 'bg-brand-700 text-white' : 'text-sand-800 hover:bg-sand-100',
            )}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

function StoreLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="mt-auto flex min-h-11 items-center gap-3 rounded-xl border-t border-sand-200 px-3 pt-2 text-sm font-semibold text-sand-700 hover:bg-sand-100"
    >
      <Store aria-hidden="true" className="size-5" />
      View store
    </Link>
  );
}

/** Phones and tablets: the sidebar becomes a drawer. */
function MobileSidebar() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open admin menu">
          <Menu aria-hidden="true" className="size-6" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-sand-900/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(18rem,85vw)] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Admin menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close admin menu">
                <X aria-hidden="true" className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Admin panel sections</Dialog.Description>
          <SidebarNav onNavigate={() => setOpen(false)} />
          <StoreLink onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
