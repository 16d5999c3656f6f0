import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Check, UserPlus, X } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { errorMessage } from '../../../lib/api';
import { wholeList } from '../../../lib/list-query';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import type { Registration } from '../../../lib/admin-orders/orders.api';
import { useDecideRegistration } from '../../../lib/admin-orders/orders.queries';

interface DecideProps {
  busy: string | null;
  onApprove: (person: Registration) => void;
  onReject: (person: Registration) => void;
}

/** SPEC: a null parent is the shop's root code A100. */
function ReferredBy({ code }: { code: string | null }) {
  return code ? <Badge>{code}</Badge> : <span className="text-sand-700">A100 (the shop)</span>;
}

function DecideButtons({ person, busy, onApprove, onReject }: DecideProps & { person: Registration }) {
  return (
    <div className="flex gap-2 [&>*]:flex-1">
      <Button
        loading={busy === person.id}
        disabled={busy !== null}
        onClick={() => onApprove(person)}
        aria-label={`Approve ${person.name} (${person.code})`}
      >
        {busy !== person.id && <Check aria-hidden="true" className="size-4" />}
        Approve
      </Button>
      <Button
        variant="outline"
        className="text-red-800"
        disabled={busy !== null}
        onClick={() => onReject(person)}
        aria-label={`Reject ${person.name} (${person.code})`}
      >
        <X aria-hidden="true" className="size-4" />
        Reject
      </Button>
    </div>
  );
}

const columns = (decide: DecideProps): Column<Registration>[] => [
  { id: 'name', header: 'Name', card: 'title', className: 'font-semibold', cell: (person) => person.name },
  {
    id: 'phone',
    header: 'Phone',
    card: 'subtitle',
    className: 'whitespace-nowrap',
    cell: (person) => person.phone,
  },
  { id: 'code', header: 'Code', card: 'corner', cell: (person) => <Badge tone="brand">{person.code}</Badge> },
  { id: 'parent', header: 'Referred by', cell: (person) => <ReferredBy code={person.parentCode} /> },
  {
    id: 'joined',
    header: 'Joined',
    className: 'whitespace-nowrap',
    cell: (person) => formatDate(person.joinedAt),
  },
  {
    id: 'decision',
    header: 'Decision',
    headerHidden: true,
    card: 'footer',
    className: 'w-64',
    cell: (person) => <DecideButtons person={person} {...decide} />,
  },
];

/** The Customer Registrations tab: approve a new customer, or reject (disable) the account. */
export function RegistrationRequests({ query }: { query: UseQueryResult<Registration[]> }) {
  const decideRegistration = useDecideRegistration();
  const busy = decideRegistration.isPending ? decideRegistration.variables.id : null;
  const [rejecting, setRejecting] = useState<Registration | null>(null);

  const decide = async (person: Registration, decision: 'approve' | 'reject'): Promise<boolean> => {
    try {
      const { message } = await decideRegistration.mutateAsync({ id: person.id, decision });
      notify.success(message);
      return true;
    } catch (failure) {
      notify.error(errorMessage(failure));
      return false;
    }
  };

  const decideProps: DecideProps = {
    busy,
    onApprove: (person) => void decide(person, 'approve'),
    onReject: setRejecting,
  };
  return (
    <>
      <DataList
        label="Customer registrations"
        noun={{ one: 'pending registration', many: 'pending registrations' }}
        columns={columns(decideProps)}
        list={wholeList(query)}
        tableFrom="lg"
        empty={{
          icon: UserPlus,
          title: messages.adminOrders.noPendingRegistrations,
          description: 'Customers who register on the website appear here until you approve them.',
        }}
      />
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title="Reject this registration?"
        description={
          rejecting
            ? `${rejecting.name} (${rejecting.code}) will have their account disabled and be signed out. They will not be able to sign in, place orders or earn referral rewards.`
            : ''
        }
        confirmLabel="Reject Registration"
        onConfirm={() => (rejecting ? decide(rejecting, 'reject') : false)}
      />
    </>
  );
}
