import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { businessDay } from '../../../../domain/business-day';
import { messages, offersMessages } from '../../../../domain/messages';
import {
  OFFER_MULTIPLIER_RANGE,
  OFFER_PERCENT_RANGE,
  type OfferKind,
  type OfferTarget,
} from '../../../../domain/offer-pricing';
import { offerSchema, type Offer, type OfferInput } from '../../../../domain/offers.schemas';
import { TIERS } from '../../../../domain/tiers';
import { notify } from '../../../lib/notify';
import { Field, Label } from '../../../components/ui/field';
import { FormDialog, type DialogForm } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { TextareaField } from '../../../components/ui/textarea';
import { categoriesQueryOptions } from '../../../lib/storefront/storefront.queries';
import { useSaveOffer } from './offers.queries';
import { ProductPicker, type ChosenProduct } from './product-picker';

interface OfferFormValues {
  title: string;
  description: string;
  minTier: string;
  kind: OfferKind;
  /** The percent (a percent off) or the multiplier (a points multiplier), as typed. */
  amount: string;
  target: OfferTarget;
  categoryId: string;
  products: ChosenProduct[];
  startsOn: string;
  validUntil: string;
  stacks: boolean;
}

const KIND_LABELS: Record<OfferKind, string> = {
  percent_off: 'Percent off',
  points_multiplier: 'Points multiplier',
  free_delivery: 'Free delivery',
  notice: 'Announcement only',
};

/** What each kind costs the shop, in plain words under the form (docs/decisions/076). */
const KIND_CONSEQUENCES: Record<OfferKind, string> = {
  percent_off: offersMessages.percentConsequence,
  points_multiplier: offersMessages.multiplierConsequence,
  free_delivery: offersMessages.freeDeliveryConsequence,
  notice: offersMessages.noticeConsequence,
};

/** The amount's errors show on the one amount input. */
const FIELD_OF_PATH: Record<string, keyof OfferFormValues> = {
  percent: 'amount',
  multiplier: 'amount',
  productIds: 'products',
};

const amountOf = (text: string) => (text.trim() === '' ? null : Number(text));

const toOfferInput = (values: OfferFormValues): OfferInput => ({
  title: values.title,
  description: values.description,
  minTier: values.minTier as OfferInput['minTier'],
  kind: values.kind,
  target: values.target,
  categoryId: values.categoryId || null,
  productIds: values.products.map((product) => product.id),
  percent: values.kind === 'percent_off' ? amountOf(values.amount) : null,
  multiplier: values.kind === 'points_multiplier' ? amountOf(values.amount) : null,
  startsOn: values.startsOn || null,
  validUntil: values.validUntil || null,
  stacks: values.stacks,
});

function OfferFields({
  form,
  offer,
}: {
  form: DialogForm<OfferFormValues, OfferInput>;
  offer: Offer | null;
}) {
  const { errors } = form.formState;
  const stacksLabelId = useId();
  const kind = form.watch('kind');
  const target = form.watch('target');
  const stacks = form.watch('stacks');
  const products = form.watch('products');
  const prices = kind === 'percent_off' || kind === 'points_multiplier';
  const categories = useQuery({ ...categoriesQueryOptions(), enabled: prices && target === 'category' });
  return (
    <>
      <Field label="Title" invalid={!!errors.title} {...form.register('title')} />
      <TextareaField
        label="Description"
        optional
        rows={2}
        invalid={!!errors.description}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Kind" invalid={!!errors.kind} {...form.register('kind')}>
          {(Object.keys(KIND_LABELS) as OfferKind[]).map((value) => (
            <option key={value} value={value}>
              {KIND_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {prices && (
          <Field
            key={kind}
            type="number"
            inputMode="numeric"
            label={kind === 'percent_off' ? 'Percent off' : 'Multiply point money by'}
            min={kind === 'percent_off' ? OFFER_PERCENT_RANGE.min : OFFER_MULTIPLIER_RANGE.min}
            max={kind === 'percent_off' ? OFFER_PERCENT_RANGE.max : OFFER_MULTIPLIER_RANGE.max}
            invalid={!!errors.amount}
            {...form.register('amount')}
          />
        )}
      </div>
      <p className="rounded-xl bg-sand-100 px-3 py-2 text-sm text-sand-800">{KIND_CONSEQUENCES[kind]}</p>
      {prices && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Applies to" invalid={!!errors.target} {...form.register('target')}>
            <option value="everything">Everything</option>
            <option value="category">One category</option>
            <option value="products">Chosen products</option>
          </SelectField>
          {target === 'category' && (
            <SelectField label="Category" invalid={!!errors.categoryId} {...form.register('categoryId')}>
              <option value="">Choose a category</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </SelectField>
          )}
        </div>
      )}
      {prices && target === 'products' && (
        <ProductPicker
          chosen={products}
          error={errors.products?.message}
          onChange={(chosen) =>
            form.setValue('products', chosen, { shouldDirty: true, shouldValidate: true })
          }
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Minimum tier"
          hint="This tier and above."
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
          label="First day"
          optional
          hint="Empty: today."
          invalid={!!errors.startsOn}
          {...form.register('startsOn')}
        />
        <Field
          type="date"
          label="Last day"
          optional
          min={offer ? undefined : businessDay()}
          hint="Empty: no end."
          invalid={!!errors.validUntil}
          {...form.register('validUntil')}
        />
      </div>
      {prices && (
        <div className="rounded-xl border border-sand-200 px-4 py-2">
          <div className="flex items-center justify-between gap-3">
            <Label id={stacksLabelId}>Combines with other offers</Label>
            <Switch
              aria-labelledby={stacksLabelId}
              checked={stacks}
              onCheckedChange={(checked) => form.setValue('stacks', checked, { shouldDirty: true })}
            />
          </div>
          <p className="pb-1 text-xs text-sand-700">{offersMessages.combinesHint}</p>
        </div>
      )}
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
          : 'Customers see current offers for their tier; a percent off or a points multiplier is applied at checkout.'
      }
      submitLabel={offer ? 'Save Changes' : 'Add Offer'}
      schema={offerSchema}
      toInput={toOfferInput}
      fieldOf={FIELD_OF_PATH}
      message={(issue) =>
        issue.path[0] === 'percent'
          ? offersMessages.percentRange
          : issue.path[0] === 'multiplier'
            ? offersMessages.multiplierRange
            : issue.code === 'too_big'
              ? `The ${issue.path[0] === 'title' ? 'title' : 'description'} is too long`
              : issue.message
      }
      defaultValues={{
        title: offer?.title ?? '',
        description: offer?.description ?? '',
        minTier: offer?.minTier ?? 'Bronze',
        kind: offer?.kind ?? 'percent_off',
        amount: String(offer?.percent ?? offer?.multiplier ?? ''),
        target: offer?.target ?? 'everything',
        categoryId: offer?.categoryId ?? '',
        products: offer?.products ?? [],
        startsOn: offer?.startsOn ?? '',
        validUntil: offer?.validUntil ?? '',
        stacks: offer?.stacks ?? false,
      }}
      onSave={async (input) => {
        await saveOffer.mutateAsync({ id: offer?.id ?? null, input });
        notify.success(offer ? messages.adminLoyalty.offerUpdated : messages.adminLoyalty.offerAdded);
      }}
      fields={(form) => <OfferFields form={form} offer={offer} />}
    />
  );
}
