import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react';
import { messages } from '../../../domain/messages';
import { passwordResetSchema, type PasswordResetInput } from '../../../domain/profile.schemas';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { ChallengeNotice } from '../../components/ui/challenge-notice';
import { FormAlert } from '../../components/ui/form-alert';
import { PageTitle } from '../../components/ui/page-title';
import { ShowPasswords } from '../../components/ui/show-passwords';
import { LoadingState } from '../../components/ui/spinner';
import { useFormSubmit } from '../../components/ui/use-form-submit';
import { errorMessage, hasErrorCode } from '../../lib/api';
import { useAuth } from '../../lib/auth/auth-context';
import { formatDateTime } from '../../lib/dates';
import { schemaResolver } from '../../lib/schema-resolver';
import { AskTheShop } from './ask-the-shop';
import { passwordResetApi, type ResetLinkStatus } from './password-reset.api';
import { resetLinkQueryOptions } from './password-reset.queries';
import { useWords } from '../../i18n/use-words';

/** The server's answer about the link itself (unknown, expired, used, disabled), not a failure to ask. */
const isLinkRefusal = (error: unknown) =>
  hasErrorCode(
    error,
    'RESET_LINK_INVALID',
    'RESET_LINK_EXPIRED',
    'RESET_LINK_USED',
    'ACCOUNT_DISABLED',
    'VALIDATION_FAILED',
  );

/**
 * /reset-password?token=…: a customer sets a new password through the one-time link the shop sent
 * them. The link is checked first: one that cannot be used says why and where to get a new one.
 */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const link = useQuery({ ...resetLinkQueryOptions(token), enabled: token !== '' });
  const [done, setDone] = useState(false);
  const { t, m } = useWords('account');

  let body;
  if (done) body = <PasswordChanged />;
  else if (!token) body = <UnusableLink message={m(messages.passwordReset.linkInvalid)} />;
  else if (link.status === 'pending')
    body = (
      <div className="space-y-4">
        <LoadingState label={t('account.reset.checking')} />
        <ChallengeNotice />
      </div>
    );
  else if (link.status === 'error')
    body = isLinkRefusal(link.error) ? (
      <UnusableLink message={m(errorMessage(link.error))} />
    ) : (
      <ErrorState
        message={errorMessage(link.error)}
        onRetry={() => void link.refetch()}
        retrying={link.isFetching}
      />
    );
  else body = <NewPasswordForm token={token} link={link.data} onDone={() => setDone(true)} />;

  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <PageTitle title={t('account.reset.title')} />
      {body}
    </div>
  );
}

function NewPasswordForm({
  token,
  link,
  onDone,
}: {
  token: string;
  link: ResetLinkStatus;
  onDone: () => void;
}) {
  const { refresh } = useAuth();
  const { t } = useWords('account');
  const [shown, setShown] = useState(false);
  const [resolver] = useState(() =>
    schemaResolver<{ password: string; confirmPassword: string }, PasswordResetInput>(passwordResetSchema, {
      toInput: (values) => ({ ...values, token }),
    }),
  );
  const form = useForm({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formAlert } = useFormSubmit(form, async (input) => {
    await passwordResetApi.reset(input);
    // Every session of this customer has ended, this browser's too if it was theirs.
    void refresh();
    onDone();
  });
  const type = shown ? 'text' : 'password';

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('account.reset.form')}>
        <p className="text-sand-800">
          {link.firstName
            ? t('account.reset.helloChoose', { name: link.firstName, until: formatDateTime(link.expiresAt) })
            : t('account.reset.choose', { until: formatDateTime(link.expiresAt) })}
        </p>
        <FormAlert {...formAlert} />
        <Field
          label={t('account.reset.new')}
          type={type}
          autoComplete="new-password"
          hint={t('account.reset.newHint')}
          invalid={!!errors.password}
          {...form.register('password')}
        />
        <Field
          label={t('account.reset.confirm')}
          type={type}
          autoComplete="new-password"
          invalid={!!errors.confirmPassword}
          {...form.register('confirmPassword')}
        />
        <ShowPasswords shown={shown} onShownChange={setShown} />
        <ChallengeNotice />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          <KeyRound aria-hidden="true" className="size-4" /> {t('account.reset.save')}
        </Button>
      </form>
    </Card>
  );
}

/** The new password is set: say so (focus moves here, where the form was) and offer to sign in. */
function PasswordChanged() {
  const heading = useRef<HTMLParagraphElement>(null);
  const { t, m } = useWords('account');
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="space-y-4 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <p
        ref={heading}
        tabIndex={-1}
        role="status"
        className="text-lg font-semibold text-sand-900 outline-none"
      >
        {m(messages.passwordReset.done)}
      </p>
      <ButtonLink to="/login" size="lg" className="w-full">
        {t('account.reset.signIn')}
      </ButtonLink>
    </Card>
  );
}

/** A link that cannot be used: why, and how to get a new one. */
function UnusableLink({ message }: { message: string }) {
  const { t } = useWords('account');
  return (
    <Card className="space-y-4">
      <div role="alert" className="flex gap-3">
        <LinkIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
        <p className="font-semibold text-sand-900">{message}</p>
      </div>
      <AskTheShop />
      <p className="text-sand-700">
        {t('account.reset.remember')}{' '}
        <Link
          to="/login"
          className="inline-block py-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('account.reset.signIn')}
        </Link>
      </p>
    </Card>
  );
}
