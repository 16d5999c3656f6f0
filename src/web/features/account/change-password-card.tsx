import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '../../../domain/messages';
import { changePasswordSchema, type ChangePasswordInput } from '../../../domain/profile.schemas';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { ChallengeNotice } from '../../components/ui/challenge-notice';
import { FormAlert } from '../../components/ui/form-alert';
import { ShowPasswords } from '../../components/ui/show-passwords';
import { useFormSubmit } from '../../components/ui/use-form-submit';
import { notify } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { useChangePassword } from './account.queries';
import { useWords } from '../../i18n/use-words';

type Values = Required<ChangePasswordInput>;
const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };
const resolver = schemaResolver<Values, ChangePasswordInput>(changePasswordSchema);

/** Change password: the current one first, then the new one twice (registration's rules). */
export function ChangePasswordCard() {
  const changePassword = useChangePassword();
  const { t } = useWords('account');
  const [shown, setShown] = useState(false);
  const form = useForm<Values, unknown, ChangePasswordInput>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formAlert } = useFormSubmit(form, async (input) => {
    await changePassword.mutateAsync(input);
    notify.success(messages.passwordReset.changed);
    form.reset(EMPTY);
  });
  const type = shown ? 'text' : 'password';

  return (
    <Card>
      <section aria-labelledby="change-password" className="space-y-4">
        <CardTitle id="change-password">{t('account.password.title')}</CardTitle>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="change-password">
          <FormAlert {...formAlert} />
          <Field
            label={t('account.password.current')}
            type={type}
            autoComplete="current-password"
            invalid={!!errors.currentPassword}
            {...form.register('currentPassword')}
          />
          <Field
            label={t('account.password.new')}
            type={type}
            autoComplete="new-password"
            hint={t('account.password.newHint')}
            invalid={!!errors.password}
            {...form.register('password')}
          />
          <Field
            label={t('account.password.confirm')}
            type={type}
            autoComplete="new-password"
            invalid={!!errors.confirmPassword}
            {...form.register('confirmPassword')}
          />
          <ShowPasswords shown={shown} onShownChange={setShown} />
          <ChallengeNotice />
          <Button type="submit" loading={isSubmitting}>
            {t('account.password.title')}
          </Button>
        </form>
      </section>
    </Card>
  );
}
