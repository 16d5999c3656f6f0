import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Check, UserPlus, X } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { AdminListSkeleton } from '../admin-list-skeleton';
import { AdminListStates } from '../admin-list-states';
import { ListCount } from '../../../components/list-footer';
import { CardList, TableOrCards } from '../table-or-cards';
import type { Registration } from '../orders/orders.api';
import { useDecideRegistration } from '../orders/orders.queries';

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

function RegistrationTable({ people, ...decide }: DecideProps & { people: Registration[] }) {
  return (
    <Table aria-label="Customer registrations">
      <TableHead>
        <tr>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Phone</TableHeaderCell>
          <TableHeaderCell>Code</TableHeaderCell>
          <TableHeaderCell>Referred by</TableHeaderCell>
          <TableHeaderCell>Joined</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">Decision</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {people.map((person) => (
          <TableRow key={person.id}>
            <TableCell className="font-semibold">{person.name}</TableCell>
            <TableCell className="whitespace-nowrap">{person.phone}</TableCell>
            <TableCell>
              <Badge tone="brand">{person.code}</Badge>
            </TableCell>
            <TableCell>
              <ReferredBy code={person.parentCode} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(person.joinedAt)}</TableCell>
            <TableCell className="w-64">
              <DecideButtons person={person} {...decide} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RegistrationCards({ people, ...decide }: DecideProps & { people: Registration[] }) {
  return (
    <CardList label="Customer registrations" items={people}>
      {(person) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-sand-900">{person.name}</p>
              <p className="text-sm text-sand-700">{person.phone}</p>
            </div>
            <Badge tone="brand">{person.code}</Badge>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
            <dt className="text-sand-700">Referred by</dt>
            <dd className="text-right">
              <ReferredBy code={person.parentCode} />
            </dd>
            <dt className="text-sand-700">Joined</dt>
            <dd className="text-right">{formatDate(person.joinedAt)}</dd>
          </dl>
          <div className="mt-3 border-t border-sand-200 pt-3">
            <DecideButtons person={person} {...decide} />
          </div>
        </>
      )}
    </CardList>
  );
}

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
  const list = {
    loading: query.isPending,
    error: query.isError ? errorMessage(query.error) : null,
    reload: () => void query.refetch(),
    retrying: query.isError && query.isFetching,
    refreshing: false,
    items: query.data ?? [],
  };
  return (
    <>
      <AdminListStates
        list={list}
        skeleton={
          <AdminListSkeleton label="Loading registrations" rows={3} detailWidth="w-1/4" end="h-11 w-40" />
        }
        empty={
          <EmptyState
            icon={UserPlus}
            title={messages.adminOrders.noPendingRegistrations}
            description="Customers who register on the website appear here until you approve them."
          />
        }
        footer={
          <ListCount count={list.items.length} one="pending registration" many="pending registrations" />
        }
      >
        <TableOrCards
          from="lg"
          table={<RegistrationTable people={list.items} {...decideProps} />}
          cards={<RegistrationCards people={list.items} {...decideProps} />}
        />
      </AdminListStates>
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
