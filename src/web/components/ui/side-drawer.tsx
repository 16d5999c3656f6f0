import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { useReturnFocusToOpener } from './dialog';

const sides = { left: 'left-0', right: 'right-0' };

/**
 * A menu that slides in from the side of a phone's screen (a Radix dialog: focus trap, Escape,
 * focus back to the menu button that opened it, which is not a Radix trigger).
 */
export function SideDrawer({
  side,
  title,
  description,
  closeLabel,
  className,
  open,
  onOpenChange,
  children,
}: {
  side: keyof typeof sides;
  title: string;
  /** Read out with the title. */
  description: string;
  closeLabel: string;
  /** Its width. */
  className: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocusToOpener(undefined, undefined);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-sand-900/40" />
        <Dialog.Content
          {...returnFocus}
          className={cn(
            'fixed inset-y-0 z-50 flex flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl',
            sides[side],
            className,
          )}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={closeLabel}>
                <X aria-hidden="true" className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
