import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TIERS } from '../../../../domain/tiers';
import type { AdminCustomerDetail, UpdateCustomerInput } from '../../../../domain/customers.schemas';
import { messages } from '../../../../domain/messages';
import { pointsPhrase } from '../../../../domain/points';
import { notify } from '../../../lib/notify';
import { schemaResolver } from '../../../lib/schema-resolver';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/textarea';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { onlyRefusals } from './back-to-customers';
import {
  editCustomerFormSchema,
  editCustomerInput,
  editCustomerMessage,
  editCustomerValues,
  pointsChangeLabel,
  ROOT_CODE,
  type EditCustomerValues,
} from './customer-forms';
import { useUpdateCustomer } from './customers.queries';

const downlinePhrase = (size: number) => (size === 1 ? '1 person' : `${size} people`);

/**
 * The edit form: only what changed is sent. A points change shows itself ("+50 points") and
 * needs a reason, which goes into the points history with the admin's name.
 */
export function EditCustomerForm({ customer }: { customer: AdminCustomerDetail }) {
  const updateCustomer = useUpdateCustomer();
  // The request is what differs from the customer as saved now (useForm takes the newest resolver).
  const resolver = useMemo(
    () =>
      schemaResolver<EditCustomerValues, UpdateCustomerInput>(editCustomerFormSchema, {
        toInput: (values) => editCustomerInput(customer, values),
        message: editCustomerMessage,
      }),
    [customer],
  );
  const form = useForm<EditCustomerValues, unknown, UpdateCustomerInput>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: editCustomerValues(customer),
  });
  const { errors, isSubmitting } = form.formState;
  const typedPoints = useWatch({ control: form.control, name: 'points' });
  const change = pointsChangeLabel(customer.points, typedPoints);

  const { onSubmit, formAlert } = useFormSubmit(
    form,
    async (input) => {
      if (Object.keys(input).length === 0) {
        notify.info('Nothing to save: no field was changed.');
        return;
      }
      try {
        const { customer: saved } = await updateCustomer.mutateAsync({ id: customer.id, input });
        form.reset(editCustomerValues(saved));
      } catch (error) {
        throw onlyRefusals(error);
      }
      notify.success(messages.adminCustomers.updated);
    },
    {
      fallback: messages.adminCustomers.updateFailed,
      onError: () => notify.error(messages.adminCustomers.updateFailed),
    },
  );

  return (
    <Card>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="space-y-4"
        aria-label="Edit customer"
      >
        <FormAlert {...formAlert} />
        <Field label="Name" autoComplete="off" invalid={!!errors.name} {...form.register('name')} />
        <Field
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          invalid={!!errors.phone}
          {...form.register('phone')}
        />
        <TextareaField
          label="Address"
          optional
          rows={3}
          invalid={!!errors.address}
          {...form.register('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Parent code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={
              customer.downlineSize > 0
                ? `${ROOT_CODE} for directly under the shop. Their whole downline (${downlinePhrase(customer.downlineSize)}) moves with them.`
                : `${ROOT_CODE} for directly under the shop.`
            }
            invalid={!!errors.parentCode}
            {...form.register('parentCode')}
          />
          <SelectField
            label="Tier"
            hint="Set by hand; the change is recorded with your name."
            invalid={!!errors.tier}
            {...form.register('tier')}
          >
            {TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {tier}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Points"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            hint={`Balance now: ${pointsPhrase(customer.points)}.`}
            invalid={!!errors.points}
            {...form.register('points')}
          />
          <div aria-live="polite" className="flex items-center sm:pt-7">
            {change && (
              <p className="text-sm font-semibold text-brand-800">
                Change: <span className="tabular-nums">{change}</span>
              </p>
            )}
          </div>
        </div>
        {/* Never "(optional)": it is required exactly when the points change (as the server
            says), and is not sent at all otherwise. */}
        <Field
          label="Reason for the points change"
          autoComplete="off"
          aria-required={change ? true : undefined}
          hint={
            change
              ? 'Required for this change; kept in the points history with your name.'
              : 'Needed only when you change the points; kept in the points history.'
          }
          invalid={!!errors.reason}
          {...form.register('reason')}
        />
        <div className="flex justify-end pt-2">
          <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
            Save Changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
