import { useState } from 'react';
import { KeyRound, Plus, UserCog } from 'lucide-react';
import { staffMessages } from '../../../../domain/messages';
import type { StaffMember } from '../../../../domain/staff.schemas';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { useListQuery } from '../../../lib/list-query';
import { notify } from '../../../lib/notify';
import type { Column } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageTitle } from '../../../components/ui/page-title';
import { AddStaffDialog, StaffPasswordDialog } from './staff-dialogs';
import { staffListQueryOptions, useSetStaffEnabled } from './staff.queries';

interface Actions {
  onPassword: (member: StaffMember) => void;
  onToggle: (member: StaffMember) => void;
}

function staffColumns({ onPassword, onToggle }: Actions): Column<StaffMember>[] {
  return [
    { id: 'name', header: 'Name', card: 'title', className: 'font-semibold', cell: (member) => member.name },
    { id: 'username', header: 'Username', card: 'subtitle', cell: (member) => member.username },
    {
      id: 'status',
      header: 'Status',
      card: 'corner',
      cell: (member) =>
        member.status === 'active' ? (
          <Badge tone="brand">Active</Badge>
        ) : (
          <Badge tone="danger">Disabled</Badge>
        ),
    },
    {
      id: 'lastSignIn',
      header: 'Last sign-in',
      cell: (member) => (member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'),
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      card: 'footer',
      sticky: true,
      cell: (member) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => onPassword(member)}
            aria-label={`New password for ${member.name}`}
          >
            <KeyRound aria-hidden="true" className="size-4" />
            New password
          </Button>
          <Button
            variant={member.status === 'active' ? 'ghost' : 'secondary'}
            onClick={() => onToggle(member)}
            aria-label={`${member.status === 'active' ? 'Disable' : 'Enable'} ${member.name}`}
          >
            {member.status === 'active' ? 'Disable' : 'Enable'}
          </Button>
        </div>
      ),
    },
  ];
}

/**
 * /admin/staff (DESIGN 11.2, docs/decisions/085): the owner's helpers. The owner adds them, sets a
 * new password (signing them out), and disables or enables them; a disabled one is signed out at
 * once and cannot sign in.
 */
export default function StaffPage() {
  const list = useListQuery(staffListQueryOptions());
  const [adding, setAdding] = useState(false);
  const [passwordFor, setPasswordFor] = useState<StaffMember | null>(null);
  const [toggling, setToggling] = useState<StaffMember | null>(null);
  const setEnabled = useSetStaffEnabled();

  const toggle = async () => {
    if (!toggling) return;
    const enable = toggling.status === 'disabled';
    try {
      const { staff } = await setEnabled.mutateAsync({ id: toggling.id, enabled: enable });
      notify.success(enable ? staffMessages.enabled(staff.name) : staffMessages.disabled(staff.name));
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" className="size-4" />
      Add Staff
    </Button>
  );
  return (
    <div>
      <PageTitle
        title="Staff"
        description="The people who help you run the shop. They sign in on the Admin tab and see only the screens staff may use: prices, points, settings and reports stay yours."
        actions={addButton}
      />
      <DataList
        label="Staff"
        noun={{ one: 'staff member', many: 'staff members' }}
        columns={staffColumns({ onPassword: setPasswordFor, onToggle: setToggling })}
        list={list}
        empty={{ icon: UserCog, title: 'No staff yet', description: staffMessages.none, action: addButton }}
      />
      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      <StaffPasswordDialog member={passwordFor} onClose={() => setPasswordFor(null)} />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={
          toggling?.status === 'disabled' ? `Enable ${toggling.name}?` : `Disable ${toggling?.name ?? ''}?`
        }
        description={
          toggling?.status === 'disabled'
            ? 'They can sign in again with their password.'
            : 'They are signed out on every device at once and cannot sign in until you enable them again.'
        }
        confirmLabel={toggling?.status === 'disabled' ? 'Enable' : 'Disable'}
        tone={toggling?.status === 'disabled' ? 'primary' : 'danger'}
        onConfirm={toggle}
      />
    </div>
  );
}
