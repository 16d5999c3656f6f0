import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { CursorList } from './use-cursor-list';

/**
 * Delete after "Are you sure?": `ask(item)` opens `dialog`. On confirm the item is deleted on the
 * server and taken off the list with a success toast; a failure is toasted and the dialog stays.
 */
export function useDeleteConfirmation<T extends { id: string }>({
  remove,
  deletedMessage,
  list,
  title,
  description,
  confirmLabel,
}: {
  remove: (id: string) => Promise<unknown>;
  deletedMessage: string;
  list: Pick<CursorList<T>, 'updateItems'>;
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
      const id = deleting.id;
      list.updateItems((items) => items.filter((item) => item.id !== id));
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
