import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link2 } from 'lucide-react';
import type { AdminCustomer, ResetLink } from '../../../../domain/customers.schemas';
import { messages } from '../../../../domain/messages';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { schemaResolver } from '../../../lib/schema-resolver';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { newPasswordFormSchema, type NewPasswordValues } from './customer-forms';
import { useMakeResetLink, useSetCustomerPassword } from './customers.queries';
import { ResetLinkBox } from './reset-link-box';

const resolver = schemaResolver<NewPasswordValues, NewPasswordValues>(newPasswordFormSchema);

/** Set a new password: typed twice, and it signs the customer out everywhere. */
function SetPasswordForm({ customer, onDone }: { customer: AdminCustomer; onDone: () => void }) {
  const setPassword = useSetCustomerPassword();
  const form = useForm<NewPasswordValues, unknown, NewPasswordValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formAlert } = useFormSubmit(
    form,
    async ({ password }) => {
      await setPassword.mutateAsync({ id: customer.id, password });
      notify.success(messages.adminCustomers.passwordSet);
      onDone();
    },
    { fallback: messages.api.serverError, onError: (reason) => notify.error(reason) },
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4"
      aria-labelledby="set-password-title"
    >
      <h3 id="set-password-title" className="font-bold text-sand-900">
        Set a new password
      </h3>
      <FormAlert {...formAlert} />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        invalid={!!errors.password}
        {...form.register('password')}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        invalid={!!errors.confirmPassword}
        {...form.register('confirmPassword')}
      />
      <p className="text-sm text-sand-700">
        {customer.name} is signed out on every device and signs in with the new password.
        {customer.status === 'reserved' && ' They stop being Reserved and can sign in from now on.'}
      </p>
      <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
        Set Password
      </Button>
    </form>
  );
}

/** Make a one-time reset link for the customer to choose their own password. */
function ResetLinkSection({ customer }: { customer: AdminCustomer }) {
  const makeLink = useMakeResetLink();
  const [link, setLink] = useState<ResetLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const make = async () => {
    setFailure(null);
    try {
      setLink(await makeLink.mutateAsync(customer.id));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <section aria-labelledby="reset-link-title" className="space-y-3">
      <h3 id="reset-link-title" className="font-bold text-sand-900">
        Or send a reset link
      </h3>
      <p className="text-sm text-sand-700">
        A link that lets {customer.name} choose a password themselves. It works once and only for 30 minutes,
        so make it when you are ready to send it.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      {link ? (
        <ResetLinkBox link={link} customerName={customer.name} />
      ) : (
        <Button variant="secondary" loading={makeLink.isPending} onClick={() => void make()}>
          <Link2 aria-hidden="true" className="size-4" />
          Make reset link
        </Button>
      )}
    </section>
  );
}

/** The Password Management tab's dialog for one customer: set a password, or make a reset link. */
export function PasswordDialog({
  customer,
  onClose,
}: {
  customer: AdminCustomer | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={customer !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={customer ? `Password: ${customer.name} (${customer.code})` : 'Password'}
        description={
          customer?.hasPassword
            ? 'This customer has a password. Passwords are never shown; you can set a new one.'
            : 'This customer has no password yet, so they cannot sign in.'
        }
        onInteractOutside={(event) => event.preventDefault()}
      >
        {customer && (
          <div className="space-y-6">
            <SetPasswordForm customer={customer} onDone={onClose} />
            <div className="border-t border-sand-200" />
            <ResetLinkSection customer={customer} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
