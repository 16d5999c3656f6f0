import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../lib/notify';
import { schemaResolver, type SchemaResolverOptions } from '../../lib/schema-resolver';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog';
import { FormAlert } from './form-alert';
import { useFormSubmit } from './use-form-submit';

/** The form a dialog's fields are registered on. */
export type DialogForm<TValues extends FieldValues, TInput> = UseFormReturn<TValues, unknown, TInput>;

/** What each add or edit dialog declares; FormDialog does the rest. */
export interface FormDialogProps<TValues extends FieldValues, TInput> extends Omit<
  SchemaResolverOptions<TValues, TInput>,
  'toInput'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** "Add Offer" or "Save Changes". */
  submitLabel: string;
  /** The button that closes it unsaved: "Cancel" unless the screen words it (in its own language). */
  cancelLabel?: string;
  /** The shared zod schema the request is checked with (the form is checked with it too). */
  schema: z.ZodType<unknown, TInput>;
  /** The form's values as the schema takes them, where they differ (e.g. rupees text to paise). */
  toInput?: (values: TValues) => TInput;
  /** What the inputs hold when the dialog opens. */
  defaultValues: NoInfer<DefaultValues<TValues>>;
  /** Saves (the mutation) and says so; a failure it throws stays in the dialog, with its reason. */
  onSave: (input: TInput) => Promise<void>;
  /**
   * The toast for a failed save, made from its reason; `false` where onSave toasts it itself.
   * The reason is toasted as it is unless said.
   */
  failureToast?: ((message: string) => string) | false;
  /** The reason shown when a failure has none of its own. */
  failureFallback?: string;
  /**
   * The fields, in order. A named component keeps its own hooks (watching a value, a nested
   * dialog); `setUploading(true)` holds Save while an image uploads.
   */
  fields: (form: DialogForm<TValues, TInput>, setUploading: (uploading: boolean) => void) => ReactNode;
}

function DialogFormBody<TValues extends FieldValues, TInput>({
  submitLabel,
  cancelLabel = 'Cancel',
  schema,
  toInput,
  fieldOf,
  message,
  defaultValues,
  onSave,
  failureToast = (reason) => reason,
  failureFallback,
  fields,
  onDone,
}: FormDialogProps<TValues, TInput> & { onDone: () => void }) {
  // Made once for this opening: toInput may close over the item being edited.
  const [resolver] = useState(() => schemaResolver(schema, { toInput, fieldOf, message }));
  const [uploading, setUploading] = useState(false);
  const form = useForm<TValues, unknown, TInput>({ resolver, reValidateMode: 'onSubmit', defaultValues });

  const { onSubmit, formAlert } = useFormSubmit(
    form,
    async (input) => {
      await onSave(input);
      onDone();
    },
    {
      fallback: failureFallback,
      fieldOf,
      onError: failureToast ? (reason) => notify.error(failureToast(reason)) : undefined,
    },
  );

  return (
    <form
      onSubmit={(event) => {
        // A dialog opened from inside another's form (New category) must not submit that one too.
        event.stopPropagation();
        void onSubmit(event);
      }}
      noValidate
      className="space-y-5"
    >
      <FormAlert {...formAlert} />
      {fields(form, setUploading)}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{cancelLabel}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting} disabled={uploading}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Every add or edit dialog: each says its title, fields, schema and save; this holds the rest.
 * The form starts afresh each time the dialog opens, is checked by the shared schema one rule at
 * a time (the reason shows above the fields), says why a save failed (in the dialog and as a
 * toast), and closes once the save is done. A stray click outside does not throw away what was
 * typed (Escape and Cancel still close).
 */
export function FormDialog<TValues extends FieldValues, TInput>(props: FormDialogProps<TValues, TInput>) {
  const { open, onOpenChange, size, title, description } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size={size}
        title={title}
        description={description}
        onInteractOutside={(event) => event.preventDefault()}
      >
        {open && <DialogFormBody {...props} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
