import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../ui/button';

/** The Edit and Delete icon buttons of one item in an admin list, named after it ("Edit Rice"). */
export function RowActions({
  name,
  onEdit,
  onDelete,
  className = 'flex gap-1',
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-red-700 hover:bg-red-50"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
