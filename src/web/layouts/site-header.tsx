import { useState } from 'react';
import { NavLink } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { LayoutDashboard, Menu, X } from 'lucide-react';
import { Logo } from '../components/logo';
import { Button, ButtonLink } from '../components/ui/button';
import { useAuth } from '../features/auth/auth-context';
import { cn } from '../lib/cn';
import { UserMenu } from './user-menu';

interface NavItem {
  to: string;
  label: string;
}

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

const drawerLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-12 items-center rounded-xl px-4 text-base font-semibold',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-sand-800 hover:bg-sand-100',
  );

/** Phones: the nav lives in a slide-in drawer (a Radix dialog: focus trap, Escape). */
function MobileNav({ items }: { items: NavItem[] }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" className="size-6" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-sand-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 bg-white p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {items.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === '/'}
                className={drawerLink}
                onClick={close}
              >
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
            {user?.role === 'admin' && (
              <ButtonLink to="/admin/dashboard" variant="secondary" size="lg" onClick={close}>
                Admin Panel
              </ButtonLink>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

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
              {user.role === 'admin' && (
                <ButtonLink to="/admin/dashboard" variant="secondary" className="max-sm:hidden">
                  <LayoutDashboard aria-hidden="true" className="size-4" />
                  Admin Panel
                </ButtonLink>
              )}
              <UserMenu user={user} />
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
          <MobileNav items={items} />
        </div>
      </div>
    </header>
  );
}
