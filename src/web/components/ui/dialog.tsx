import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/**
 * Radix dialog with the house look: focus trapped and returned (to whatever opened it, even
 * without a DialogTrigger, as long as that element is still there), Escape closes, labelled by
 * its title and described by its description. On phones it fills the width and scrolls inside.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type AutoFocusHandler = (event: Event) => void;

/** The dim layer behind every dialog (this one and the confirm dialog's alert dialog). */
export const dialogOverlayClass = 'fixed inset-0 z-40 bg-sand-900/50';

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-xl', lg: 'sm:max-w-3xl' };
export type DialogSize = keyof typeof widths;

export const dialogTitleClass = 'text-lg font-bold text-sand-900';
export const dialogDescriptionClass = 'text-sm text-sand-700';

/** The panel: a sheet from the bottom on phones, centred from sm up. */
export const dialogPanelClass = (size: DialogSize, className?: string) =>
  cn(
    'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl',
    'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
    widths[size],
    className,
  );

/**
 * Focus goes back to whatever had it when the dialog opened (Radix only returns it to a
 * Trigger, and most of our dialogs open from a table row's button or a hook).
 */
export function useReturnFocusToOpener(
  onOpenAutoFocus: AutoFocusHandler | undefined,
  onCloseAutoFocus: AutoFocusHandler | undefined,
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  /** Read out with the title; use sr-only text when the dialog needs no visible description. */
  description?: ReactNode;
  hideDescription?: boolean;
  size?: DialogSize;
}

export function DialogContent({
  title,
  description,
  hideDescription = false,
  size = 'md',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  const focus = useReturnFocusToOpener(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={dialogOverlayClass} />
      <DialogPrimitive.Content
        // Without a description Radix warns; an explicit undefined opts out cleanly.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={dialogPanelClass(size, className)}
        {...focus}
        {...rest}
      >
        <div className="flex items-start justify-between gap-3 border-b border-sand-200 px-5 py-4 sm:px-6">
          <div className="min-w-0 space-y-1">
            <DialogPrimitive.Title className={dialogTitleClass}>{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description
                className={cn(dialogDescriptionClass, hideDescription && 'sr-only')}
              >
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="-mt-1 -mr-2">
              <X aria-hidden="true" className="size-5" />
            </Button>
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's buttons: stacked full width on phones, right-aligned from sm up. */
export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'mt-6 flex flex-col-reverse gap-2 border-t border-sand-200 pt-4 sm:flex-row sm:justify-end',
        className,
      )}
    >
      {children}
    </div>
  );
}
