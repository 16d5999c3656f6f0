import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useReturnFocusToOpener } from '../components/ui/dialog';
import { Button } from '../components/ui/button';
import { SidebarNav, StoreLink } from './admin-sidebar';

/**
 * Phones and tablets: the admin sidebar as a drawer (a Radix dialog: focus trap, Escape, focus back
 * to the menu button). Loaded the first time the menu button is pressed, not with every admin page.
 */
export default function AdminMobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  const returnFocus = useReturnFocusToOpener(undefined, undefined);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-sand-900/40" />
        <Dialog.Content
          // The dialog has no trigger of its own: focus goes back to the menu button.
          {...returnFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(18rem,85vw)] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Admin menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close admin menu">
                <X aria-hidden="true" className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Admin panel sections</Dialog.Description>
          <SidebarNav onNavigate={close} />
          <StoreLink onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
