import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notify } from '../../../lib/notify';
import { categoryInputSchema, type Category } from '../../../../domain/catalogue.schemas';
import { messages } from '../../../../domain/messages';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialogFooter } from '../../../components/ui/form-dialog';
import { TextareaField } from '../../../components/ui/textarea';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { useAddCategory } from './products.queries';

function CategoryForm({ onAdded, onDone }: { onAdded?: (category: Category) => void; onDone: () => void }) {
  const form = useForm({
    resolver: zodResolver(categoryInputSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const addCategory = useAddCategory();

  const { onSubmit, formAlert } = useFormSubmit(
    form,
    async (values) => {
      const { category } = await addCategory.mutateAsync(values);
      notify.success(messages.category.added);
      onAdded?.(category);
      onDone();
    },
    { fallback: messages.category.failed, onError: () => notify.error(messages.category.failed) },
  );

  return (
    <form
      onSubmit={(event) => {
        // A nested dialog's form must not submit the product form around it.
        event.stopPropagation();
        void onSubmit(event);
      }}
      noValidate
      className="space-y-4"
    >
      <FormAlert {...formAlert} />
      <Field label="Category name" autoFocus invalid={!!errors.name} {...form.register('name')} />
      <TextareaField label="Description" optional rows={3} {...form.register('description')} />
      <FormDialogFooter submitLabel="Add Category" submitting={isSubmitting} />
    </form>
  );
}

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add Category"
        description="Products are grouped by category in the shop."
        size="sm"
      >
        {open && <CategoryForm onAdded={onAdded} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
