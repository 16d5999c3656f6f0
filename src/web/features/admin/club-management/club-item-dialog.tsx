import { useWatch } from 'react-hook-form';
import { clubTierItemInputSchema, type ClubTierItemFormInput } from '../../../../domain/club-tiers.schemas';
import type { Tier } from '../../../../domain/tiers';
import { Field } from '../../../components/ui/field';
import { FormDialog, type DialogForm } from '../../../components/ui/form-dialog';
import { TextareaField } from '../../../components/ui/textarea';
import { ImagePicker } from '../../../components/admin/image-picker';

const EMPTY_ITEM: ClubTierItemFormInput = { title: '', description: '', price: '', imageUrl: '' };

function ClubItemFields({
  form,
  setUploading,
}: {
  form: DialogForm<ClubTierItemFormInput, ClubTierItemFormInput>;
  setUploading: (uploading: boolean) => void;
}) {
  const { errors } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  return (
    <>
      <Field label="Title" invalid={!!errors.title} {...form.register('title')} />
      <TextareaField
        label="Description"
        optional
        rows={3}
        invalid={!!errors.description}
        {...form.register('description')}
      />
      <Field
        label="Price"
        placeholder="₹499 / year or Free"
        hint="Free text, shown as written."
        invalid={!!errors.price}
        {...form.register('price')}
      />
      <ImagePicker
        label="Image"
        kind="club"
        value={imageUrl ?? ''}
        invalid={!!errors.imageUrl}
        onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true })}
        onUploadingChange={setUploading}
      />
    </>
  );
}

/**
 * Add or edit one card of a club's showcase. Confirming saves the whole club at once (the dialog
 * stays open, with the reason, if that fails). `item` null means add.
 */
export function ClubItemDialog({
  tier,
  open,
  onOpenChange,
  item,
  onSave,
}: {
  tier: Tier;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: ClubTierItemFormInput | null;
  onSave: (input: ClubTierItemFormInput) => Promise<void>;
}) {
  return (
    <FormDialog<ClubTierItemFormInput, ClubTierItemFormInput>
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={item ? `Edit ${tier} item` : `Add ${tier} item`}
      description={`Shown on the ${tier} membership page. Fields without "(optional)" are required.`}
      submitLabel={item ? 'Save Item' : 'Add Item'}
      schema={clubTierItemInputSchema}
      defaultValues={item ?? EMPTY_ITEM}
      onSave={onSave}
      // onSave toasts a failed save itself.
      failureToast={false}
      fields={(form, setUploading) => <ClubItemFields form={form} setUploading={setUploading} />}
    />
  );
}
