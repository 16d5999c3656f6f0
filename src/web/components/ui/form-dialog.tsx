import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog';

/**
 * A dialog around an add or edit form. The form mounts afresh each time the dialog opens, and a
 * stray click outside does not throw away what was typed (Escape and Cancel still close).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  size,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size={size}
        title={title}
        description={description}
        onInteractOutside={(event) => event.preventDefault()}
      >
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel and the submit button, at the foot of a form in a dialog. */
export function FormDialogFooter({
  submitLabel,
  submitting,
  disabled,
}: {
  submitLabel: ReactNode;
  submitting: boolean;
  /** Blocks submitting while something else is still under way (e.g. an image upload). */
  disabled?: boolean;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" loading={submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
