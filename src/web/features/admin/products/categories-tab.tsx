import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FolderOpen, FolderPlus } from 'lucide-react';
import type { Category } from '../../../../domain/catalogue.schemas';
import { messages } from '../../../../domain/messages';
import { wholeList } from '../../../lib/list-query';
import { DataList } from '../../../components/data-list/data-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteConfirmation } from '../../../components/admin/use-delete-confirmation';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { CategoryDialog } from './category-dialog';
import { categoryColumns } from './category-columns';
import { categoriesQueryOptions, useDeleteCategory } from './products.queries';

/**
 * The Categories tab of /admin/products: every category with its product count, renamed with
 * Edit (its products follow) and deleted with Delete once it is empty. A category that still
 * holds products says so instead, and offers to show them; the server refuses such a delete
 * anyway (the count on screen may be out of date).
 */
export function CategoriesTab({
  onAdd,
  onShowProducts,
}: {
  onAdd: () => void;
  /** Shows the products of a category (the Products tab, searched by its name). */
  onShowProducts: (category: Category) => void;
}) {
  const categories = useQuery(categoriesQueryOptions());
  const editDialog = useEditDialog<Category>();
  const [inUse, setInUse] = useState<Category | null>(null);

  const deleteCategory = useDeleteCategory();
  const deletion = useDeleteConfirmation<Category>({
    remove: deleteCategory.mutateAsync,
    deletedMessage: messages.category.deleted,
    title: 'Delete this category?',
    description: (category) =>
      `"${category.name}" holds no products. It will no longer be offered in the shop.`,
    confirmLabel: 'Delete Category',
  });
  const askToDelete = (category: Category) =>
    category.productCount > 0 ? setInUse(category) : deletion.ask(category);

  return (
    <>
      <DataList
        label="Categories"
        noun={{ one: 'category', many: 'categories' }}
        columns={categoryColumns({ onEdit: editDialog.openEdit, onDelete: askToDelete })}
        list={wholeList(categories)}
        tableFrom="lg"
        empty={{
          icon: FolderOpen,
          title: 'No categories yet',
          description: 'Add a category, then put products in it.',
          action: (
            <Button onClick={onAdd}>
              <FolderPlus aria-hidden="true" className="size-4" />
              Add Category
            </Button>
          ),
        }}
      />
      <CategoryDialog
        open={editDialog.open}
        onOpenChange={editDialog.setOpen}
        category={editDialog.editing}
      />
      {deletion.dialog}
      <ConfirmDialog
        open={inUse !== null}
        onOpenChange={(open) => !open && setInUse(null)}
        title="This category is not empty"
        description={inUse ? messages.category.inUse(inUse.name, inUse.productCount) : ''}
        tone="primary"
        cancelLabel="Close"
        confirmLabel="Show Its Products"
        onConfirm={() => {
          if (inUse) onShowProducts(inUse);
        }}
      />
    </>
  );
}
