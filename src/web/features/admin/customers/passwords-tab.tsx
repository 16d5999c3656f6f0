import { KeyRound } from 'lucide-react';
import type { AdminCustomer } from '../../../../domain/customers.schemas';
import { useListQuery } from '../../../lib/list-query';
import { DataList } from '../../../components/data-list/data-list';
import { useListSearch } from '../../../components/data-list/use-list-search';
import { passwordColumns } from './customer-columns';
import { customersListQueryOptions } from './customers.queries';

/**
 * The Password Management tab (SPEC, without its hash viewer: DESIGN 6): whether each customer
 * has a password, and Manage password for one of them.
 */
export function PasswordsTab({ onManage }: { onManage: (customer: AdminCustomer) => void }) {
  const search = useListSearch();
  const list = useListQuery(customersListQueryOptions({ search: search.query, status: '' }));
  return (
    <div className="space-y-4">
      <p className="text-sand-700">
        Passwords are never shown, not even to you. When a customer forgets theirs, set a new one or send them
        a one-time reset link on WhatsApp.
      </p>
      <DataList
        label="Customer passwords"
        noun={{ one: 'customer', many: 'customers' }}
        columns={passwordColumns(onManage)}
        list={list}
        tableFrom="lg"
        search={{
          state: search,
          label: 'Search passwords by name, phone or code',
          placeholder: 'Name, phone or code',
          noMatch: (words) => `No customer's name, phone or code matches "${words}".`,
        }}
        empty={{
          icon: KeyRound,
          title: 'No customers yet',
          description: 'Customers who register, and those you add, appear here.',
        }}
      />
    </div>
  );
}
