import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import {
  DialogFooter,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogPanelClass,
  dialogTitleClass,
  useReturnFocusToOpener,
} from './dialog';

/**
 * "Are you sure?" for destructive actions: a Radix alert dialog (role alertdialog, focus starts
 * on Cancel, a press outside does not close it, Escape does). It stays open, with a spinner on
 * the confirm button, until onConfirm settles; it closes on success and stays open on failure
 * (the caller shows the error toast).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** Resolve true (or nothing) to close; false keeps the dialog open. */
  onConfirm: () => Promise<boolean | void> | boolean | void;
}) {
  const [busy, setBusy] = useState(false);
  const focus = useReturnFocusToOpener(undefined, undefined);

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await onConfirm();
      if (result !== false) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content className={dialogPanelClass('sm', 'px-5 py-5 sm:px-6')} {...focus}>
          <div className="space-y-1">
            <AlertDialog.Title className={dialogTitleClass}>{title}</AlertDialog.Title>
            <AlertDialog.Description className={dialogDescriptionClass}>
              {description}
            </AlertDialog.Description>
          </div>
          <DialogFooter className="mt-5 border-t-0 pt-0">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close before onConfirm has settled. */}
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={busy}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
