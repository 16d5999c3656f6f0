import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { messages } from '../../../../domain/messages';
import { offerSchema, type Offer, type OfferInput } from '../../../../domain/offers.schemas';
import { TIERS } from '../../../../domain/tiers';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormAlert, firstFormError } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/textarea';
import { offersApi, todayInKolkata } from './offers.api';

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

function OfferForm({
  offer,
  onSaved,
  onDone,
}: {
  offer: Offer | null;
  onSaved: (offer: Offer, created: boolean) => void;
  onDone: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
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

  const onSubmit = form.handleSubmit(
    async (input) => {
      setServerError(null);
      try {
        const saved = offer
          ? (await offersApi.update(offer.id, input)).offer
          : (await offersApi.create(input)).offer;
        notify.success(offer ? messages.adminLoyalty.offerUpdated : messages.adminLoyalty.offerAdded);
        onSaved(saved, !offer);
        onDone();
      } catch (error) {
        const reason = errorMessage(error);
        setServerError(reason);
        notify.error(reason);
      }
    },
    () => setServerError(null),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={serverError ?? firstFormError(errors)} />
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
          min={offer ? undefined : todayInKolkata()}
          hint="Leave empty for an offer that does not expire."
          invalid={!!errors.validUntil}
          {...form.register('validUntil')}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting}>
          {offer ? 'Save Changes' : 'Add Offer'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add Offer and Edit Offer. `offer` null means add. */
export function OfferFormDialog({
  open,
  onOpenChange,
  offer,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  offer: Offer | null;
  onSaved: (offer: Offer, created: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={offer ? 'Edit Offer' : 'Add Offer'}
        description={
          offer
            ? `Change "${offer.title}".`
            : 'Logged-in customers see offers for their tier on their dashboard.'
        }
        onInteractOutside={(event) => event.preventDefault()}
      >
        {open && (
          <OfferForm
            key={offer?.id ?? 'new'}
            offer={offer}
            onSaved={onSaved}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
