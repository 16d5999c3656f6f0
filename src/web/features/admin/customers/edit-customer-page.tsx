import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { messages } from '../../../../domain/messages';
import { hasErrorCode } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { DownloadCsvLink } from '../../../components/download-csv-link';
import { BackToCustomers } from './back-to-customers';
import { CustomerFacts } from './customer-facts';
import { CustomerKhataCard } from './customer-khata-card';
import { CustomerRemoval } from './customer-removal';
import { customerQueryOptions } from './customers.queries';
import { EditCustomerForm } from './edit-customer-form';

/** An id the server does not know, or cannot read as an id at all. */
const isNotFound = (error: unknown) => hasErrorCode(error, 'NOT_FOUND', 'VALIDATION_FAILED');

function EditSkeleton() {
  return (
    <div role="status" aria-label="Loading customer" className="grid gap-5 lg:grid-cols-3">
      <Skeleton className="h-96 lg:col-span-2" />
      <Skeleton className="h-72" />
    </div>
  );
}

/**
 * /admin/customers/edit/:id and /admin/customers/:id/edit (SPEC section 2): the customer's
 * details, their standing and place in the tree, and Delete or Disable. An unknown or malformed
 * id says 'Customer not found' and goes back to the list.
 */
export default function EditCustomerPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(customerQueryOptions(id));
  const notFound = isNotFound(query.error);

  useEffect(() => {
    if (!notFound) return;
    notify.error(messages.customers.notFound);
    void navigate('/admin/customers', { replace: true });
  }, [notFound, navigate]);

  const customer = query.data;
  return (
    <div>
      <BackToCustomers />
      <PageTitle
        title="Edit Customer"
        description={customer ? `${customer.name} · ${customer.code} · ${customer.phone}` : undefined}
      />
      {customer ? (
        <div className="grid items-start gap-5 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <EditCustomerForm key={customer.id} customer={customer} />
          </div>
          <div className="space-y-5">
            <CustomerFacts customer={customer} />
            <CustomerKhataCard customerId={customer.id} />
            <DownloadCsvLink path={`/api/admin/customers/${customer.id}/points/export`} className="w-full">
              Download points history
            </DownloadCsvLink>
            <CustomerRemoval customer={customer} />
          </div>
        </div>
      ) : query.isError && !notFound ? (
        <QueryErrorState title="Could not load this customer" query={query} />
      ) : (
        <EditSkeleton />
      )}
    </div>
  );
}
