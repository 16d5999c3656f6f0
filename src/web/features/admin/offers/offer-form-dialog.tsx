import { useForm, type Resolver } from 'react-hook-form';
import { businessDay } from '../../../../domain/business-day';
import { messages } from '../../../../domain/messages';
import { offerSchema, type Offer, type OfferInput } from '../../../../domain/offers.schemas';
import { TIERS } from '../../../../domain/tiers';
import { notify } from '../../../lib/notify';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog, FormDialogFooter } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/textarea';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { useSaveOffer } from './offers.queries';

interface OfferFormValues {
  title: string;
  description: string;
  minTier: string;
  validUntil: string;
}

const toOfferInput = (values: OfferFormValues): OfferInput => ({
  title: values.title,
  description: values.description,
  minTier: values.minTier as OfferInput['minTier'],
  validUntil: values.validUntil || null,
});

/** The shared offerSchema validates the form, as it validates the request. */
const offerResolver: Resolver<OfferFormValues, unknown, OfferInput> = (values) => {
  const input = toOfferInput(values);
  const result = offerSchema.safeParse(input);
  if (result.success) return { values: result.data, errors: {} };
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0] ?? 'root');
  const message =
    issue.code === 'too_big'
      ? `The ${field === 'title' ? 'title' : 'description'} is too long`
      : issue.message;
  return { values: {}, errors: { [field]: { type: 'validate', message } } };
};

function OfferForm({ offer, onDone }: { offer: Offer | null; onDone: () => void }) {
  const saveOffer = useSaveOffer();
  const form = useForm<OfferFormValues, unknown, OfferInput>({
    resolver: offerResolver,
    reValidateMode: 'onSubmit',
    defaultValues: {
      title: offer?.title ?? '',
      description: offer?.description ?? '',
      minTier: offer?.minTier ?? 'Bronze',
      validUntil: offer?.validUntil ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, formAlert } = useFormSubmit(
    form,
    async (input) => {
      await saveOffer.mutateAsync({ id: offer?.id ?? null, input });
      notify.success(offer ? messages.adminLoyalty.offerUpdated : messages.adminLoyalty.offerAdded);
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
        optional
        rows={3}
        invalid={!!errors.description}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Minimum tier"
          hint="Customers at this tier and above see the offer."
          invalid={!!errors.minTier}
          {...form.register('minTier')}
        >
          {TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tier}
            </option>
          ))}
        </SelectField>
        <Field
          type="date"
          label="Valid until"
          optional
          min={offer ? undefined : businessDay()}
          hint="Leave empty for an offer that does not expire."
          invalid={!!errors.validUntil}
          {...form.register('validUntil')}
        />
      </div>
      <FormDialogFooter submitLabel={offer ? 'Save Changes' : 'Add Offer'} submitting={isSubmitting} />
    </form>
  );
}

/** Add Offer and Edit Offer. `offer` null means add. */
export function OfferFormDialog({
  open,
  onOpenChange,
  offer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  offer: Offer | null;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={offer ? 'Edit Offer' : 'Add Offer'}
      description={
        offer
          ? `Change "${offer.title}".`
          : 'Logged-in customers see offers for their tier on their dashboard.'
      }
    >
      <OfferForm key={offer?.id ?? 'new'} offer={offer} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
