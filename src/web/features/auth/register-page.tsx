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
import { useT } from '../../i18n/i18n-context';

/** /register: a new customer, optionally under a referrer (?ref=CODE prefills it). */
export default function RegisterPage() {
  const { register: registerCustomer } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { t } = useT();
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
      <PageTitle title={t('auth.registerTitle')} description={t('auth.registerWelcome')} />
      <Card>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('auth.register')}>
          <FormAlert {...formAlert} />
          <Field
            label={t('auth.fullName')}
            autoComplete="name"
            invalid={!!errors.name}
            {...form.register('name')}
          />
          <Field
            {...PHONE_NUMBER_INPUT}
            label={t('auth.phone')}
            hint={t('auth.phoneHint')}
            invalid={!!errors.phone}
            {...form.register('phone')}
          />
          <Field
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            invalid={!!errors.password}
            {...form.register('password')}
          />
          <Field
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            invalid={!!errors.confirmPassword}
            {...form.register('confirmPassword')}
          />
          <Field
            label={t('auth.referralCode')}
            optional
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('auth.referralPlaceholder')}
            hint={
              <>
                {t('auth.referralHint')}{' '}
                <Link
                  to="/referral-terms"
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  {t('auth.referralHow')}
                </Link>
              </>
            }
            invalid={!!errors.parentCode}
            {...form.register('parentCode')}
          />
          <ChallengeNotice />
          <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
            {t('auth.register')}
          </Button>
        </form>
      </Card>
      <p className="mt-6 text-center text-sand-700">
        {t('auth.haveAccount')}{' '}
        <Link
          to="/login"
          className="inline-block py-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('auth.signInLink')}
        </Link>
      </p>
    </div>
  );
}
