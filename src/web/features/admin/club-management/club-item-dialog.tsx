import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  clubTierItemInputSchema,
  type ClubTierItemFormInput,
  type ClubTierItemInput,
} from '../../../../domain/club-tiers.schemas';
import type { Tier } from '../../../../domain/tiers';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog, FormDialogFooter } from '../../../components/ui/form-dialog';
import { TextareaField } from '../../../components/ui/textarea';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { ImagePicker } from '../image-picker';

const EMPTY_ITEM: ClubTierItemFormInput = { title: '', description: '', price: '', imageUrl: '' };

function ClubItemForm({
  item,
  onSave,
  onDone,
}: {
  item: ClubTierItemFormInput | null;
  onSave: (input: ClubTierItemInput) => Promise<void>;
  onDone: () => void;
}) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<ClubTierItemFormInput, unknown, ClubTierItemInput>({
    resolver: zodResolver(clubTierItemInputSchema),
    reValidateMode: 'onSubmit',
    defaultValues: item ?? EMPTY_ITEM,
  });
  const { errors, isSubmitting } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });

  // A failed save is toasted by onSave; the form shows why as well.
  const { onSubmit, formAlert } = useFormSubmit(form, async (input) => {
    await onSave(input);
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert {...formAlert} />
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
      <FormDialogFooter
        submitLabel={item ? 'Save Item' : 'Add Item'}
        submitting={isSubmitting}
        disabled={uploading}
      />
    </form>
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
  onSave: (input: ClubTierItemInput) => Promise<void>;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={item ? `Edit ${tier} item` : `Add ${tier} item`}
      description={`Shown on the ${tier} membership page. Fields without "(optional)" are required.`}
    >
      <ClubItemForm item={item} onSave={onSave} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
