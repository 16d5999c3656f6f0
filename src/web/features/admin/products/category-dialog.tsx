import { notify } from '../../../lib/notify';
import {
  categoryInputSchema,
  type Category,
  type CategoryFormInput,
} from '../../../../domain/catalogue.schemas';
import { messages } from '../../../../domain/messages';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextareaField } from '../../../components/ui/textarea';
import { useSaveCategory } from './products.queries';

/**
 * Add Category (SPEC section 5: name required, description optional) and Edit Category (a new
 * name, which its products take at once). A refused save says why, in the dialog and in the toast
 * (a name already taken, in any case).
 */
export function CategoryDialog({
  open,
  onOpenChange,
  category = null,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category to rename; null (the default) adds one. */
  category?: Category | null;
  /** After the shop's categories (which the cache fetches again) have the new one. */
  onAdded?: (category: Category) => void;
}) {
  const saveCategory = useSaveCategory();
  const editing = category !== null;
  return (
    <FormDialog<CategoryFormInput, CategoryFormInput>
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={editing ? 'Edit Category' : 'Add Category'}
      description={
        editing
          ? `Its ${category.productCount === 1 ? 'product moves' : 'products move'} with it: the shop shows the new name at once.`
          : 'Products are grouped by category in the shop.'
      }
      submitLabel={editing ? 'Save Changes' : 'Add Category'}
      schema={categoryInputSchema}
      defaultValues={{
        name: category?.name ?? '',
        nameMl: category?.nameMl ?? '',
        description: category?.description ?? '',
      }}
      onSave={async (input) => {
        const saved = await saveCategory.mutateAsync({ id: category?.id ?? null, input });
        notify.success(editing ? messages.category.updated : messages.category.added);
        if (!editing) onAdded?.(saved.category);
      }}
      failureToast={editing ? undefined : messages.category.addFailed}
      failureFallback={editing ? undefined : messages.category.failed}
      fields={(form) => (
        <>
          <Field
            label="Category name"
            autoFocus
            invalid={!!form.formState.errors.name}
            {...form.register('name')}
          />
          <Field
            label="Malayalam name"
            optional
            lang="ml"
            autoComplete="off"
            invalid={!!form.formState.errors.nameMl}
            {...form.register('nameMl')}
          />
          <TextareaField label="Description" optional rows={3} {...form.register('description')} />
        </>
      )}
    />
  );
}
