import { KeyRound, Pencil } from 'lucide-react';
import type { AdminCustomer } from '../../../../domain/customers.schemas';
import { formatPaise } from '../../../../domain/money';
import { formatPoints } from '../../../../domain/points';
import { formatDate } from '../../../lib/dates';
import type { Column } from '../../../components/data-list/columns';
import { Badge, TierBadge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CustomerStatusBadge } from '../../../components/customer-status-badge';
import { ParentCode } from './customer-status';

/** The edit screen of a customer. */
export const editCustomerPath = (customer: { id: string }) => `/admin/customers/edit/${customer.id}`;

const codeColumn: Column<AdminCustomer> = {
  id: 'code',
  header: 'Code',
  card: 'subtitle',
  cell: (customer) => <Badge tone="brand">{customer.code}</Badge>,
};
const nameColumn: Column<AdminCustomer> = {
  id: 'name',
  header: 'Name',
  card: 'title',
  className: 'min-w-32 max-w-56 font-semibold',
  cell: (customer) => customer.name,
};
const phoneColumn: Column<AdminCustomer> = {
  id: 'phone',
  header: 'Phone',
  card: 'subtitle',
  className: 'whitespace-nowrap tabular-nums',
  cell: (customer) => customer.phone,
};

interface ActionsProps {
  customer: AdminCustomer;
  onPassword: (customer: AdminCustomer) => void;
}

const who = (customer: AdminCustomer) => `${customer.name} (${customer.code})`;

/** Edit and Password as icon buttons: the table's row has little room. */
function RowButtons({ customer, onPassword }: ActionsProps) {
  return (
    <div className="flex gap-1">
      <ButtonLink
        to={editCustomerPath(customer)}
        variant="ghost"
        size="icon"
        aria-label={`Edit ${who(customer)}`}
      >
        <Pencil aria-hidden="true" className="size-5" />
      </ButtonLink>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onPassword(customer)}
        aria-label={`Password of ${who(customer)}`}
      >
        <KeyRound aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}

/** Edit and Password with their words: a card's footer has the room. */
function CardButtons({ customer, onPassword }: ActionsProps) {
  return (
    <>
      <ButtonLink to={editCustomerPath(customer)} variant="outline" aria-label={`Edit ${who(customer)}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </ButtonLink>
      <Button
        variant="outline"
        onClick={() => onPassword(customer)}
        aria-label={`Password of ${who(customer)}`}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        Password
      </Button>
    </>
  );
}

/**
 * The customer list (issue 11): who they are, where in the tree, their standing, and Edit /
 * Password for the owner (`onPassword`); staff look customers up without them (null).
 */
export function customerColumns(
  onPassword: ((customer: AdminCustomer) => void) | null,
): Column<AdminCustomer>[] {
  const columns: Column<AdminCustomer>[] = [
    codeColumn,
    nameColumn,
    phoneColumn,
    {
      id: 'parent',
      header: 'Parent',
      className: 'whitespace-nowrap',
      cell: (customer) => <ParentCode code={customer.parentCode} />,
    },
    { id: 'tier', header: 'Tier', cell: (customer) => <TierBadge tier={customer.tier} /> },
    {
      id: 'status',
      header: 'Status',
      card: 'corner',
      cell: (customer) => <CustomerStatusBadge status={customer.status} />,
    },
    {
      id: 'points',
      header: 'Points',
      align: 'end',
      className: 'tabular-nums',
      cell: (customer) => formatPoints(customer.points),
    },
    {
      id: 'spent',
      header: 'Total spent',
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (customer) => formatPaise(customer.totalSpentPaise),
    },
    {
      id: 'joined',
      header: 'Joined',
      className: 'whitespace-nowrap',
      cell: (customer) => <time dateTime={customer.joinedAt}>{formatDate(customer.joinedAt)}</time>,
    },
  ];
  if (!onPassword) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      card: 'footer',
      sticky: true,
      cell: (customer) => <RowButtons customer={customer} onPassword={onPassword} />,
      cardCell: (customer) => <CardButtons customer={customer} onPassword={onPassword} />,
    },
  ];
}

function PasswordState({ customer }: { customer: AdminCustomer }) {
  if (customer.hasPassword) return <Badge tone="brand">Password set</Badge>;
  return (
    <Badge tone="info">{customer.status === 'reserved' ? 'No password — Reserved' : 'No password'}</Badge>
  );
}

/** The Password Management tab: whether each customer has a password (never the hash), and Manage. */
export function passwordColumns(onManage: (customer: AdminCustomer) => void): Column<AdminCustomer>[] {
  return [
    codeColumn,
    nameColumn,
    phoneColumn,
    {
      id: 'password',
      header: 'Password',
      card: 'corner',
      className: 'whitespace-nowrap',
      cell: (customer) => <PasswordState customer={customer} />,
    },
    {
      id: 'manage',
      header: 'Actions',
      headerHidden: true,
      card: 'footer',
      sticky: true,
      cell: (customer) => (
        <Button
          variant="outline"
          onClick={() => onManage(customer)}
          aria-label={`Manage password of ${customer.name} (${customer.code})`}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          Manage password
        </Button>
      ),
    },
  ];
}
