import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { notify } from '../../lib/notify';
import { ShieldCheck, UserRound } from 'lucide-react';
import { messages } from '../../../domain/messages';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ChallengeNotice } from '../../components/ui/challenge-notice';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { PageTitle } from '../../components/ui/page-title';
import { LoadingState } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useFormSubmit } from '../../components/ui/use-form-submit';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useAuth } from '../../lib/auth/auth-context';
import { AskTheShop } from './ask-the-shop';
import { PHONE_NUMBER_INPUT } from './phone-input';
import { returnPath } from '../../lib/auth/return-path';
import type { SessionUser } from '../../../domain/user';
import { useT } from '../../i18n/i18n-context';

interface FormProps {
  /** Called before the request so the page does not bounce a fresh session to '/'. */
  onStart: () => void;
  onFail: () => void;
}

// The shared schemas (and zod) come when the customer starts typing, not before the form shows.
const customerLoginCheck = lazyZodResolver(() =>
  import('../../../domain/auth.schemas').then((schemas) => schemas.customerLoginSchema),
);
const adminLoginCheck = lazyZodResolver(() =>
  import('../../../domain/auth.schemas').then((schemas) => schemas.adminLoginSchema),
);

/** The password input both sign-in forms end with. */
const CURRENT_PASSWORD = { type: 'password', autoComplete: 'current-password' } as const;

/** Signs in with `signIn`, says so, and goes back to the page that asked for the role signed in. */
function useSignInSubmit<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  {
    signIn,
    success,
    fallback,
    serverFailed,
    unanswered,
    onStart,
    onFail,
  }: FormProps & {
    signIn: (values: TOutput) => Promise<SessionUser>;
    success: string;
    fallback?: string;
    serverFailed?: string;
    unanswered?: string;
  },
) {
  const navigate = useNavigate();
  const location = useLocation();
  return useFormSubmit(
    form,
    async (values) => {
      onStart();
      const user = await signIn(values);
      notify.success(success);
      navigate(returnPath(location.state, user.role), { replace: true });
    },
    { fallback, serverFailed, unanswered, onError: onFail },
  );
}

function CustomerLoginForm(props: FormProps) {
  const { login } = useAuth();
  const form = useForm({
    resolver: customerLoginCheck.resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { phone: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, formAlert } = useSignInSubmit(form, {
    signIn: login,
    success: messages.customerLogin.success,
    ...props,
  });
  const { t, m } = useT();

  return (
    <form
      onSubmit={onSubmit}
      onFocus={customerLoginCheck.prefetch}
      noValidate
      className="space-y-4"
      aria-label={t('auth.customerSignIn')}
    >
      <FormAlert {...formAlert} />
      <Field
        {...PHONE_NUMBER_INPUT}
        label={t('auth.phone')}
        invalid={!!errors.phone}
        {...form.register('phone')}
      />
      <Field
        {...CURRENT_PASSWORD}
        label={t('auth.password')}
        invalid={!!errors.password}
        {...form.register('password')}
      />
      <ChallengeNotice />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {t('nav.signIn')}
      </Button>
      <div className="space-y-2 border-t border-sand-200 pt-4">
        <p className="text-sm text-sand-700">{m(messages.passwordReset.forgotHint)}</p>
        <AskTheShop />
      </div>
    </form>
  );
}

function AdminLoginForm(props: FormProps) {
  const { adminLogin } = useAuth();
  const form = useForm({
    resolver: adminLoginCheck.resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, formAlert } = useSignInSubmit(form, {
    signIn: adminLogin,
    success: messages.adminLogin.success,
    // SPEC 5: the server's or the auth message when there is one; 'Login failed' when the shop
    // failed on its side; 'An unexpected error occurred' when no answer came at all.
    serverFailed: messages.adminLogin.failed,
    unanswered: messages.adminLogin.unexpected,
    fallback: messages.adminLogin.unexpected,
    ...props,
  });
  const { t } = useT();

  return (
    <form
      onSubmit={onSubmit}
      onFocus={adminLoginCheck.prefetch}
      noValidate
      className="space-y-4"
      aria-label={t('auth.adminSignIn')}
    >
      <FormAlert {...formAlert} />
      <Field
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        invalid={!!errors.username}
        {...form.register('username')}
      />
      <Field
        {...CURRENT_PASSWORD}
        label={t('auth.password')}
        invalid={!!errors.password}
        {...form.register('password')}
      />
      <ChallengeNotice />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {t('auth.signInAsAdmin')}
      </Button>
    </form>
  );
}

/** /login: Customer and Admin tabs. A visitor who is already signed in goes to '/'. */
export default function LoginPage() {
  const { user, isLoading } = useAuth();
  const [signingIn, setSigningIn] = useState(false);
  const { t } = useT();

  if (!signingIn && user) {
    // A cached user is only believed once the server agrees.
    if (isLoading) return <LoadingState />;
    return <Navigate to="/" replace />;
  }

  const formProps: FormProps = { onStart: () => setSigningIn(true), onFail: () => setSigningIn(false) };

  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <PageTitle title={t('auth.signInTitle')} description={t('auth.signInWelcome')} />
      <Card>
        <Tabs defaultValue="customer">
          <TabsList aria-label={t('auth.signInAs')}>
            <TabsTrigger value="customer">
              <UserRound aria-hidden="true" className="size-4" />
              {t('auth.customer')}
            </TabsTrigger>
            <TabsTrigger value="admin">
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('auth.admin')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="customer">
            <CustomerLoginForm {...formProps} />
          </TabsContent>
          <TabsContent value="admin">
            <AdminLoginForm {...formProps} />
          </TabsContent>
        </Tabs>
      </Card>
      <p className="mt-6 text-center text-sand-700">
        {t('auth.newHere')}{' '}
        <Link
          to="/register"
          className="inline-block py-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('auth.createAccount')}
        </Link>
      </p>
    </div>
  );
}
