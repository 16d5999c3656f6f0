import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { notify } from '../../../lib/notify';
import { SERVICE_PLACEHOLDER_IMAGE } from '../../../../domain/image-url';
import { messages } from '../../../../domain/messages';
import { serviceInputSchema, type Service, type ServiceFormInput } from '../../../../domain/services.schemas';
import { Field, Label } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog, FormDialogFooter } from '../../../components/ui/form-dialog';
import { Switch } from '../../../components/ui/switch';
import { TextareaField } from '../../../components/ui/textarea';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { ImagePicker } from '../image-picker';
import { useSaveService } from './services.queries';

interface ServiceFormValues {
  title: string;
  description: string;
  priceText: string;
  category: string;
  imageUrl: string;
  isActive: boolean;
}

function toServiceInput(values: ServiceFormValues, service: Service | null): ServiceFormInput {
  return {
    title: values.title,
    description: values.description,
    priceText: values.priceText,
    category: values.category,
    isActive: values.isActive,
    // As for products: no image keeps the old one on edit; removing it asks for the default.
    imageUrl: values.imageUrl || (service?.hasImage ? SERVICE_PLACEHOLDER_IMAGE : undefined),
  };
}

/** SPEC section 5 via the shared schema: title, description, price and category required. */
function serviceResolver(service: Service | null): Resolver<ServiceFormValues, unknown, ServiceFormInput> {
  return (values) => {
    const input = toServiceInput(values, service);
    const result = serviceInputSchema.safeParse(input);
    if (result.success) return { values: input, errors: {} };
    const issue = result.error.issues[0]!;
    const field = String(issue.path[0] ?? 'root');
    return { values: {}, errors: { [field]: { type: 'validate', message: issue.message } } };
  };
}

function ServiceForm({ service, onDone }: { service: Service | null; onDone: () => void }) {
  const saveService = useSaveService();
  const [uploading, setUploading] = useState(false);
  const activeLabelId = useId();
  const resolver = useMemo(() => serviceResolver(service), [service]);
  const form = useForm<ServiceFormValues, unknown, ServiceFormInput>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: {
      title: service?.title ?? '',
      description: service?.description ?? '',
      priceText: service?.priceText ?? '',
      category: service?.category ?? '',
      imageUrl: service?.hasImage ? service.imageUrl : '',
      isActive: service?.isActive ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [imageUrl, isActive] = useWatch({ control: form.control, name: ['imageUrl', 'isActive'] });

  const { onSubmit, formAlert } = useFormSubmit(
    form,
    async (input) => {
      await saveService.mutateAsync({ id: service?.id ?? null, input });
      notify.success(service ? messages.service.updated : messages.service.added);
      onDone();
    },
    { onError: (message) => notify.error(message) },
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert {...formAlert} />
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
      <FormDialogFooter
        submitLabel={service ? 'Save Changes' : 'Add Service'}
        submitting={isSubmitting}
        disabled={uploading}
      />
    </form>
  );
}

/** Add Service and Edit Service. `service` null means add. */
export function ServiceFormDialog({
  open,
  onOpenChange,
  service,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: Service | null;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={service ? 'Edit Service' : 'Add Service'}
      description={
        service ? `Change the details of ${service.title}.` : 'Fields without "(optional)" are required.'
      }
    >
      <ServiceForm key={service?.id ?? 'new'} service={service} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
