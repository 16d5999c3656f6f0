import { UserPlus, Users } from 'lucide-react';
import {
  CUSTOMER_LIST_STATUSES,
  CUSTOMER_STATUS_LABELS,
  type AdminCustomer,
  type CustomerListStatus,
} from '../../../../domain/customers.schemas';
import { useListQuery } from '../../../lib/list-query';
import { DataList } from '../../../components/data-list/data-list';
import { useListSearch } from '../../../components/data-list/use-list-search';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { DownloadCsvLink } from '../../../components/download-csv-link';
import { customerColumns } from './customer-columns';
import { CustomerStatCards } from './customer-stat-cards';
import { customersListQueryOptions } from './customers.queries';

const SEARCH = {
  label: 'Search customers by name, phone or code',
  placeholder: 'Name, phone or code',
  noMatch: (words: string) => `No customer's name, phone or code matches "${words}".`,
};

/**
 * The Customers tab: counts by status, then the customers, searched and filtered on the server.
 * Without `onPassword` (a staff member looking customers up) it offers no Edit, Password, CSV or Add.
 */
export function CustomersTab({
  status,
  onStatus,
  onPassword,
}: {
  status: CustomerListStatus | '';
  onStatus: (status: CustomerListStatus | '') => void;
  onPassword: ((customer: AdminCustomer) => void) | null;
}) {
  const search = useListSearch();
  const list = useListQuery(customersListQueryOptions({ search: search.query, status }));

  return (
    <div>
      <CustomerStatCards counts={list.first?.counts} status={status} onStatus={onStatus} />
      <DataList
        label="Customers"
        noun={{ one: 'customer', many: 'customers' }}
        columns={customerColumns(onPassword)}
        list={list}
        // Ten columns: narrower cell padding lets the table fit beside the sidebar at 1280 px.
        tableClassName="[&_td]:px-2 [&_th]:px-2"
        search={{ state: search, ...SEARCH }}
        filters={
          <>
            <SelectField
              label="Status"
              value={status}
              onChange={(event) => onStatus(event.target.value as CustomerListStatus | '')}
              className="sm:w-48"
            >
              <option value="">All</option>
              {CUSTOMER_LIST_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {CUSTOMER_STATUS_LABELS[value]}
                </option>
              ))}
            </SelectField>
            {onPassword && (
              <DownloadCsvLink path="/api/admin/customers/export" query={{ search: search.query, status }}>
                Download CSV
              </DownloadCsvLink>
            )}
          </>
        }
        empty={
          status
            ? {
                icon: Users,
                title: `No ${CUSTOMER_STATUS_LABELS[status].toLowerCase()} customers`,
                description: 'No customer has this status now.',
                action: (
                  <Button variant="outline" onClick={() => onStatus('')}>
                    Show all customers
                  </Button>
                ),
              }
            : {
                icon: Users,
                title: 'No customers yet',
                description: 'Customers who register, and those you add, appear here.',
                action: onPassword && (
                  <ButtonLink to="/admin/customers/add">
                    <UserPlus aria-hidden="true" className="size-4" />
                    Add Customer
                  </ButtonLink>
                ),
              }
        }
      />
    </div>
  );
}
