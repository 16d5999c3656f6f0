import { useState } from 'react';

/** An Add/Edit dialog's state: `openAdd()` for a new item, `openEdit(item)` to change one. */
export function useEditDialog<T>() {
  const [open, setOpen] = useState(false);
  /** The item being edited; null while adding. */
  const [editing, setEditing] = useState<T | null>(null);
  return {
    open,
    setOpen,
    editing,
    openAdd: () => {
      setEditing(null);
      setOpen(true);
    },
    openEdit: (item: T) => {
      setEditing(item);
      setOpen(true);
    },
  };
}
