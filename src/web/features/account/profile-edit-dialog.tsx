import { messages } from '../../../domain/messages';
import { profileSchema, type ProfileInput } from '../../../domain/profile.schemas';
import type { CustomerUser } from '../../../domain/user';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextareaField } from '../../components/ui/textarea';
import { notify } from '../../lib/notify';
import { useSaveProfile } from './account.queries';

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
  return (
    <FormDialog<{ name: string; address: string }, ProfileInput>
      open={open}
      onOpenChange={onOpenChange}
      title="Edit profile"
      description="Your phone number and customer code stay as they are: ask the shop to change them."
      submitLabel="Save Changes"
      schema={profileSchema}
      defaultValues={{ name: user.name, address: user.address }}
      onSave={async (input) => {
        await saveProfile.mutateAsync(input);
        notify.success(messages.passwordReset.profileSaved);
      }}
      fields={(form) => (
        <>
          <Field
            label="Full name"
            autoComplete="name"
            invalid={!!form.formState.errors.name}
            {...form.register('name')}
          />
          <TextareaField
            label="Delivery address"
            optional
            rows={3}
            autoComplete="street-address"
            hint="Checkout starts from it; you can change it there for one order."
            invalid={!!form.formState.errors.address}
            {...form.register('address')}
          />
        </>
      )}
    />
  );
}
