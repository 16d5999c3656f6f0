import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { AddCustomerInput } from '../../../../domain/customers.schemas';
import { messages } from '../../../../domain/messages';
import { notify } from '../../../lib/notify';
import { schemaResolver } from '../../../lib/schema-resolver';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageTitle } from '../../../components/ui/page-title';
import { TextareaField } from '../../../components/ui/textarea';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { BackToCustomers, onlyRefusals } from './back-to-customers';
import {
  addCustomerFormSchema,
  addCustomerInput,
  EMPTY_ADD_CUSTOMER,
  ROOT_CODE,
  type AddCustomerValues,
} from './customer-forms';
import { useAddCustomer } from './customers.queries';

const resolver = schemaResolver<AddCustomerValues, AddCustomerInput>(addCustomerFormSchema, {
  toInput: addCustomerInput,
});

/**
 * /admin/customers/add and /admin/add-customer (SPEC sections 2 and 5): a customer the shop adds
 * itself, under a referrer or the shop. Without a password they are Reserved. After saving, the
 * list (newest first) shows them.
 */
export default function AddCustomerPage() {
  const navigate = useNavigate();
  const addCustomer = useAddCustomer();
  const form = useForm<AddCustomerValues, unknown, AddCustomerInput>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY_ADD_CUSTOMER,
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, formAlert } = useFormSubmit(
    form,
    async (input) => {
      try {
        await addCustomer.mutateAsync(input);
      } catch (error) {
        throw onlyRefusals(error);
      }
      notify.success(messages.adminCustomers.added);
      void navigate('/admin/customers');
    },
    {
      fallback: messages.adminCustomers.addError,
      onError: () => notify.error(messages.adminCustomers.addFailed),
    },
  );

  return (
    <div className="mx-auto w-full max-w-2xl">
      <BackToCustomers />
      <PageTitle
        title="Add Customer"
        description="A customer added by the shop: they get a code and a place in the referral tree."
      />
      <Card>
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="space-y-4"
          aria-label="Add customer"
        >
          <FormAlert {...formAlert} />
          <Field label="Name" autoComplete="off" invalid={!!errors.name} {...form.register('name')} />
          <Field
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="98765 43210"
            invalid={!!errors.phone}
            {...form.register('phone')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Customer code"
              optional
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="e.g. A250"
              hint="Leave empty for the next free code."
              invalid={!!errors.code}
              {...form.register('code')}
            />
            <Field
              label="Parent code"
              optional
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={ROOT_CODE}
              hint={`${ROOT_CODE} or empty: directly under the shop.`}
              invalid={!!errors.parentCode}
              {...form.register('parentCode')}
            />
          </div>
          <TextareaField
            label="Address"
            optional
            rows={3}
            invalid={!!errors.address}
            {...form.register('address')}
          />
          <Field
            label="Password"
            optional
            type="password"
            autoComplete="new-password"
            hint="Without a password the customer is Reserved: they cannot sign in until you set one."
            invalid={!!errors.password}
            {...form.register('password')}
          />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <ButtonLink to="/admin/customers" variant="outline">
              Cancel
            </ButtonLink>
            <Button type="submit" loading={isSubmitting}>
              Add Customer
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
