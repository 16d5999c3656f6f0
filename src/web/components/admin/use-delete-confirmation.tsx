import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * Delete after "Are you sure?": `ask(item)` opens `dialog`. On confirm `remove` (a mutation that
 * invalidates the list) deletes it on the server, with a success toast once the list no longer
 * shows it; a failure is toasted and the dialog stays.
 */
export function useDeleteConfirmation<T extends { id: string }>({
  remove,
  deletedMessage,
  title,
  description,
  confirmLabel,
}: {
  remove: (id: string) => Promise<unknown>;
  deletedMessage: string;
  title: string;
  description: (item: T) => string;
  confirmLabel: string;
}) {
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      notify.success(deletedMessage);
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };

  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => !open && setDeleting(null)}
      title={title}
      description={deleting ? description(deleting) : ''}
      confirmLabel={confirmLabel}
      onConfirm={confirmDelete}
    />
  );

  return { ask: setDeleting, dialog };
}
