import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { FormAlert, firstFormError } from '../../../components/ui/form-alert';
import { TextareaField } from '../../../components/ui/textarea';
import { SHOP } from '../../../lib/shop-info';
import type { DeliveryForm } from './use-delivery-form';
import { useT } from '../../../i18n/i18n-context';

/** Delivery details: name, phone, pincode and an address (none: collect at the shop). */
export function DeliveryCard({ form }: { form: DeliveryForm }) {
  const { errors } = form.formState;
  const { t } = useT();
  return (
    <Card>
      <fieldset className="space-y-4">
        <legend className="mb-4 text-lg font-bold text-sand-900">{t('checkout.delivery')}</legend>
        <FormAlert message={firstFormError(errors)} attempt={form.formState.submitCount} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('checkout.name')}
            autoComplete="name"
            invalid={!!errors.name}
            {...form.register('name')}
          />
          <Field
            label={t('checkout.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t('checkout.phoneHint')}
            invalid={!!errors.phone}
            {...form.register('phone')}
          />
          <Field
            label={t('checkout.pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            hint={t('checkout.pincodeHint')}
            invalid={!!errors.pincode}
            {...form.register('pincode')}
          />
        </div>
        <TextareaField
          label={t('checkout.address')}
          optional
          rows={3}
          autoComplete="street-address"
          placeholder={t('checkout.addressPlaceholder')}
          hint={t('checkout.collectAt', { shop: SHOP.name })}
          invalid={!!errors.address}
          {...form.register('address')}
        />
      </fieldset>
    </Card>
  );
}
