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
import { useAddCategory } from './products.queries';

/** Add Category (SPEC section 5: name required, description optional). */
export function CategoryDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the shop's categories (which the cache fetches again) have the new one. */
  onAdded?: (category: Category) => void;
}) {
  const addCategory = useAddCategory();
  return (
    <FormDialog<CategoryFormInput, CategoryFormInput>
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Add Category"
      description="Products are grouped by category in the shop."
      submitLabel="Add Category"
      schema={categoryInputSchema}
      defaultValues={{ name: '', description: '' }}
      onSave={async (input) => {
        const { category } = await addCategory.mutateAsync(input);
        notify.success(messages.category.added);
        onAdded?.(category);
      }}
      failureToast={() => messages.category.failed}
      failureFallback={messages.category.failed}
      fields={(form) => (
        <>
          <Field
            label="Category name"
            autoFocus
            invalid={!!form.formState.errors.name}
            {...form.register('name')}
          />
          <TextareaField label="Description" optional rows={3} {...form.register('description')} />
        </>
      )}
    />
  );
}
