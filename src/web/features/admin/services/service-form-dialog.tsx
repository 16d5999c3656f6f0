import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { SERVICE_PLACEHOLDER_IMAGE } from '../../../../domain/placeholder-images';
import { messages } from '../../../../domain/messages';
import { serviceInputSchema, type Service, type ServiceFormInput } from '../../../../domain/services.schemas';
import { notify } from '../../../lib/notify';
import { Field, Label } from '../../../components/ui/field';
import { FormDialog, type DialogForm } from '../../../components/ui/form-dialog';
import { Switch } from '../../../components/ui/switch';
import { TextareaField } from '../../../components/ui/textarea';
import { ImagePicker } from '../../../components/admin/image-picker';
import { useSaveService } from './services.queries';

interface ServiceFormValues {
  title: string;
  description: string;
  priceText: string;
  category: string;
  imageUrl: string;
  isActive: boolean;
}

function ServiceFields({
  form,
  setUploading,
}: {
  form: DialogForm<ServiceFormValues, ServiceFormInput>;
  setUploading: (uploading: boolean) => void;
}) {
  const { errors } = form.formState;
  const activeLabelId = useId();
  const [imageUrl, isActive] = useWatch({ control: form.control, name: ['imageUrl', 'isActive'] });
  return (
    <>
      <Field label="Title" invalid={!!errors.title} {...form.register('title')} />
      <TextareaField
        label="Description"
        rows={3}
        invalid={!!errors.description}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Price"
          placeholder="₹150 per hour or Contact for quote"
          invalid={!!errors.priceText}
          {...form.register('priceText')}
        />
        <Field
          label="Category"
          placeholder="Home delivery, Catering…"
          invalid={!!errors.category}
          {...form.register('category')}
        />
      </div>
      <div className="flex items-center justify-between gap-3 rounded-xl border border-sand-200 px-4 py-1">
        <Label id={activeLabelId}>Show on the Other Services page</Label>
        <Switch
          aria-labelledby={activeLabelId}
          checked={isActive}
          onCheckedChange={(checked) => form.setValue('isActive', checked, { shouldDirty: true })}
        />
      </div>
      <ImagePicker
        label="Service image"
        kind="service"
        defaultImage={SERVICE_PLACEHOLDER_IMAGE}
        value={imageUrl}
        invalid={!!errors.imageUrl}
        onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true })}
        onUploadingChange={setUploading}
      />
    </>
  );
}

/** Add Service and Edit Service (SPEC section 5: title, description, price and category required). */
export function ServiceFormDialog({
  open,
  onOpenChange,
  service,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: Service | null;
}) {
  const saveService = useSaveService();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={service ? 'Edit Service' : 'Add Service'}
      description={
        service ? `Change the details of ${service.title}.` : 'Fields without "(optional)" are required.'
      }
      submitLabel={service ? 'Save Changes' : 'Add Service'}
      schema={serviceInputSchema}
      toInput={(values: ServiceFormValues): ServiceFormInput => ({
        ...values,
        // As for products: no image keeps the old one on edit; removing it asks for the default.
        imageUrl: values.imageUrl || (service?.hasImage ? SERVICE_PLACEHOLDER_IMAGE : undefined),
      })}
      defaultValues={{
        title: service?.title ?? '',
        description: service?.description ?? '',
        priceText: service?.priceText ?? '',
        category: service?.category ?? '',
        imageUrl: service?.hasImage ? service.imageUrl : '',
        isActive: service?.isActive ?? true,
      }}
      onSave={async (input) => {
        await saveService.mutateAsync({ id: service?.id ?? null, input });
        notify.success(service ? messages.service.updated : messages.service.added);
      }}
      fields={(form, setUploading) => <ServiceFields form={form} setUploading={setUploading} />}
    />
  );
}
