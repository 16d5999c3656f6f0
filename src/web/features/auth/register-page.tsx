import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notify } from '../../lib/notify';
import { registerSchema } from '../../../domain/auth.schemas';
import { messages } from '../../../domain/messages';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ChallengeNotice } from '../../components/ui/challenge-notice';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { PageTitle } from '../../components/ui/page-title';
import { useFormSubmit } from '../../components/ui/use-form-submit';
import { useAuth } from '../../lib/auth/auth-context';
import { PHONE_NUMBER_INPUT } from './phone-input';

/** /register: a new customer, optionally under a referrer (?ref=CODE prefills it). */
export default function RegisterPage() {
  const { register: registerCustomer } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      name: '',
      phone: '',
      password: '',
      confirmPassword: '',
      parentCode: (searchParams.get('ref') ?? '').trim().toUpperCase().slice(0, 20),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, formAlert } = useFormSubmit(
    form,
    async (values) => {
      const user = await registerCustomer({
        name: values.name,
        phone: values.phone,
        password: values.password,
        confirmPassword: values.password,
        ...(values.parentCode ? { parentCode: values.parentCode } : {}),
      });
      notify.success(messages.register.success(user.code));
      navigate('/', { replace: true });
    },
    // SPEC 5: 'any other failure', a dropped connection and the shop's own failure included.
    {
      fallback: messages.register.failed,
      unanswered: messages.register.failed,
      serverFailed: messages.register.failed,
    },
  );

  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <PageTitle
        title="Create your account"
        description="Join free. Earn points on every order and climb from Bronze to Diamond."
      />
      <Card>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Register">
          <FormAlert {...formAlert} />
          <Field label="Full name" autoComplete="name" invalid={!!errors.name} {...form.register('name')} />
          <Field
            {...PHONE_NUMBER_INPUT}
            hint="10-digit mobile number. You will sign in with it."
            invalid={!!errors.phone}
            {...form.register('phone')}
          />
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 6 characters."
            invalid={!!errors.password}
            {...form.register('password')}
          />
          <Field
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            invalid={!!errors.confirmPassword}
            {...form.register('confirmPassword')}
          />
          <Field
            label="Referral code"
            optional
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. A101"
            hint={
              <>
                The customer code of the friend who invited you.{' '}
                <Link
                  to="/referral-terms"
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  How referral rewards work
                </Link>
              </>
            }
            invalid={!!errors.parentCode}
            {...form.register('parentCode')}
          />
          <ChallengeNotice />
          <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
            Register
          </Button>
        </form>
      </Card>
      <p className="mt-6 text-center text-sand-700">
        Already have an account?{' '}
        <Link
          to="/login"
          className="inline-block py-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Sign in
        </Link>
      </p>
    </div>
  );
}
