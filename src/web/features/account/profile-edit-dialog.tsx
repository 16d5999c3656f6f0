import { messages } from '../../../domain/messages';
import { profileSchema, type ProfileInput } from '../../../domain/profile.schemas';
import type { CustomerUser } from '../../../domain/user';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextareaField } from '../../components/ui/textarea';
import { notify } from '../../lib/notify';
import { useSaveProfile } from './account.queries';
import { useWords } from '../../i18n/use-words';

/** Edit profile: the customer's name (required, as at registration) and delivery address. */
export function ProfileEditDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CustomerUser;
}) {
  const saveProfile = useSaveProfile();
  const { t } = useWords('account');
  return (
    <FormDialog<{ name: string; address: string }, ProfileInput>
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.profile.edit')}
      description={t('account.profile.editDescription')}
      submitLabel={t('account.profile.save')}
      cancelLabel={t('account.profile.cancel')}
      schema={profileSchema}
      defaultValues={{ name: user.name, address: user.address }}
      onSave={async (input) => {
        await saveProfile.mutateAsync(input);
        notify.success(messages.passwordReset.profileSaved);
      }}
      fields={(form) => (
        <>
          <Field
            label={t('account.profile.fullName')}
            autoComplete="name"
            invalid={!!form.formState.errors.name}
            {...form.register('name')}
          />
          <TextareaField
            label={t('account.profile.address')}
            optional
            rows={3}
            autoComplete="street-address"
            hint={t('account.profile.addressHint')}
            invalid={!!form.formState.errors.address}
            {...form.register('address')}
          />
        </>
      )}
    />
  );
}
