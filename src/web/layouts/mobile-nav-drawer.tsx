import { NavLink } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useReturnFocusToOpener } from '../components/ui/dialog';
import { Button, ButtonLink } from '../components/ui/button';
import { useAuth } from '../lib/auth/auth-context';
import { cn } from '../lib/cn';

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

/**
 * Phones: the nav's slide-in drawer (a Radix dialog: focus trap, Escape, focus back to the
 * menu button). Loaded the first time the menu button is pressed, not with every page.
 */
export default function MobileNavDrawer({
  items,
  open,
  onOpenChange,
}: {
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const close = () => onOpenChange(false);
  const returnFocus = useReturnFocusToOpener(undefined, undefined);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-sand-900/40" />
        <Dialog.Content
          // The dialog has no trigger of its own: focus goes back to the menu button.
          {...returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl"
        >
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
