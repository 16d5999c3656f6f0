import { messages, staffMessages } from '../../../../domain/messages';
import {
  newStaffSchema,
  staffPasswordSchema,
  type NewStaffInput,
  type StaffMember,
  type StaffPasswordInput,
} from '../../../../domain/staff.schemas';
import { notify } from '../../../lib/notify';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useAddStaff, useSetStaffPassword } from './staff.queries';

const NEW_PASSWORD = {
  type: 'password',
  autoComplete: 'new-password',
  hint: 'At least 6 characters. Tell it to them in person.',
} as const;

/** Add Staff: name, username and a first password (the customers' rule), checked by the API's own schema. */
export function AddStaffDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const addStaff = useAddStaff();
  return (
    <FormDialog<NewStaffInput, NewStaffInput>
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Add Staff"
      description="They sign in on the Admin tab and can run orders, payments and the khata book. Prices, points, settings and reports stay yours."
      submitLabel="Add Staff"
      schema={newStaffSchema}
      defaultValues={{ name: '', username: '', password: '' }}
      onSave={async (input) => {
        const { staff } = await addStaff.mutateAsync(input);
        notify.success(staffMessages.added(staff.name));
      }}
      fields={(form) => (
        <>
          <Field label="Name" autoFocus invalid={!!form.formState.errors.name} {...form.register('name')} />
          <Field
            label="Username"
            autoComplete="off"
            autoCapitalize="none"
            hint="What they type to sign in: letters, digits, dots, dashes or underscores."
            invalid={!!form.formState.errors.username}
            {...form.register('username')}
          />
          <Field
            label="Password"
            {...NEW_PASSWORD}
            invalid={!!form.formState.errors.password}
            {...form.register('password')}
          />
        </>
      )}
    />
  );
}

/** Set a staff member's password: it signs them out everywhere. */
export function StaffPasswordDialog({
  member,
  onClose,
}: {
  member: StaffMember | null;
  onClose: () => void;
}) {
  const setPassword = useSetStaffPassword();
  return (
    <FormDialog<StaffPasswordInput, StaffPasswordInput>
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={member ? `New password for ${member.name}` : 'New password'}
      description={`${member?.name ?? 'They'} will be signed out on every device and sign in with the new password.`}
      submitLabel="Set Password"
      schema={staffPasswordSchema}
      defaultValues={{ password: '' }}
      onSave={async (input) => {
        await setPassword.mutateAsync({ id: member!.id, input });
        notify.success(staffMessages.passwordSet(member!.name));
      }}
      failureFallback={messages.api.serverError}
      fields={(form) => (
        <Field
          label="New password"
          autoFocus
          {...NEW_PASSWORD}
          invalid={!!form.formState.errors.password}
          {...form.register('password')}
        />
      )}
    />
  );
}
