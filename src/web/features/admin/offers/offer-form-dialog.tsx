import { businessDay } from '../../../../domain/business-day';
import { messages } from '../../../../domain/messages';
import { offerSchema, type Offer, type OfferInput } from '../../../../domain/offers.schemas';
import { TIERS } from '../../../../domain/tiers';
import { notify } from '../../../lib/notify';
import { Field } from '../../../components/ui/field';
import { FormDialog, type DialogForm } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/textarea';
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

function OfferFields({ form, adding }: { form: DialogForm<OfferFormValues, OfferInput>; adding: boolean }) {
  const { errors } = form.formState;
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
          min={adding ? businessDay() : undefined}
          hint="Leave empty for an offer that does not expire."
          invalid={!!errors.validUntil}
          {...form.register('validUntil')}
        />
      </div>
    </>
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
  const saveOffer = useSaveOffer();
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
      submitLabel={offer ? 'Save Changes' : 'Add Offer'}
      schema={offerSchema}
      toInput={toOfferInput}
      message={(issue) =>
        issue.code === 'too_big'
          ? `The ${issue.path[0] === 'title' ? 'title' : 'description'} is too long`
          : issue.message
      }
      defaultValues={{
        title: offer?.title ?? '',
        description: offer?.description ?? '',
        minTier: offer?.minTier ?? 'Bronze',
        validUntil: offer?.validUntil ?? '',
      }}
      onSave={async (input) => {
        await saveOffer.mutateAsync({ id: offer?.id ?? null, input });
        notify.success(offer ? messages.adminLoyalty.offerUpdated : messages.adminLoyalty.offerAdded);
      }}
      fields={(form) => <OfferFields form={form} adding={!offer} />}
    />
  );
}
