import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notify } from '../../lib/notify';
import { ShieldCheck, UserRound } from 'lucide-react';
import { adminLoginSchema, customerLoginSchema } from '../../../domain/auth.schemas';
import { messages } from '../../../domain/messages';
import { errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert, firstFormError } from '../../components/ui/form-alert';
import { PageTitle } from '../../components/ui/page-title';
import { LoadingState } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from './auth-context';
import { returnPath } from './return-path';

interface FormProps {
  /** Called before the request so the page does not bounce a fresh session to '/'. */
  onStart: () => void;
  onFail: () => void;
}

function CustomerLoginForm({ onStart, onFail }: FormProps) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(customerLoginSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { phone: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      onStart();
      try {
        await login(values);
        notify.success(messages.customerLogin.success);
        navigate(returnPath(location.state, 'customer'), { replace: true });
      } catch (error) {
        onFail();
        setServerError(errorMessage(error));
      }
    },
    () => setServerError(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Customer sign in">
      <FormAlert message={serverError ?? firstFormError(errors)} />
      <Field
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98470 12345"
        invalid={!!errors.phone}
        {...form.register('phone')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        invalid={!!errors.password}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Sign In
      </Button>
    </form>
  );
}

function AdminLoginForm({ onStart, onFail }: FormProps) {
  const { adminLogin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(adminLoginSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      onStart();
      try {
        await adminLogin(values);
        notify.success(messages.adminLogin.success);
        navigate(returnPath(location.state, 'admin'), { replace: true });
      } catch (error) {
        onFail();
        setServerError(errorMessage(error, messages.adminLogin.unexpected));
      }
    },
    () => setServerError(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Admin sign in">
      <FormAlert message={serverError ?? firstFormError(errors)} />
      <Field
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        invalid={!!errors.username}
        {...form.register('username')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        invalid={!!errors.password}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Sign In as Admin
      </Button>
    </form>
  );
}

/** /login: Customer and Admin tabs. A visitor who is already signed in goes to '/'. */
export default function LoginPage() {
  const { user, isLoading } = useAuth();
  const [signingIn, setSigningIn] = useState(false);

  if (!signingIn && user) {
    // A cached user is only believed once the server agrees.
    if (isLoading) return <LoadingState />;
    return <Navigate to="/" replace />;
  }

  const formProps: FormProps = { onStart: () => setSigningIn(true), onFail: () => setSigningIn(false) };

  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <PageTitle
        title="Sign In"
        description="Welcome back! Sign in to shop, track orders and use your points."
      />
      <Card>
        <Tabs defaultValue="customer">
          <TabsList aria-label="Sign in as">
            <TabsTrigger value="customer">
              <UserRound aria-hidden="true" className="size-4" />
              Customer
            </TabsTrigger>
            <TabsTrigger value="admin">
              <ShieldCheck aria-hidden="true" className="size-4" />
              Admin
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
        New to our shop?{' '}
        <Link
          to="/register"
          className="inline-block py-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Create an account
        </Link>
      </p>
    </div>
  );
}
