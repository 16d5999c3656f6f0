import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { FormAlert, firstFormError } from '../../../components/ui/form-alert';
import { TextareaField } from '../../../components/ui/textarea';
import { SHOP } from '../../../lib/shop-info';
import type { DeliveryForm } from './use-delivery-form';

/** Delivery details: name, phone, pincode and an address (none: collect at the shop). */
export function DeliveryCard({ form }: { form: DeliveryForm }) {
  const { errors } = form.formState;
  return (
    <Card>
      <fieldset className="space-y-4">
        <legend className="mb-4 text-lg font-bold text-sand-900">Delivery details</legend>
        <FormAlert message={firstFormError(errors)} attempt={form.formState.submitCount} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" autoComplete="name" invalid={!!errors.name} {...form.register('name')} />
          <Field
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="The delivery person calls this number."
            invalid={!!errors.phone}
            {...form.register('phone')}
          />
          <Field
            label="Pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            hint="The 6-digit pincode of the delivery address."
            invalid={!!errors.pincode}
            {...form.register('pincode')}
          />
        </div>
        <TextareaField
          label="Address"
          optional
          rows={3}
          autoComplete="street-address"
          placeholder="House name, street, landmark"
          hint={`Leave it empty to collect your order at ${SHOP.name}.`}
          invalid={!!errors.address}
          {...form.register('address')}
        />
      </fieldset>
    </Card>
  );
}
