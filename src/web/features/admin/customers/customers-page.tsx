import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import {
  CUSTOMER_LIST_STATUSES,
  type AdminCustomer,
  type CustomerListStatus,
} from '../../../../domain/customers.schemas';
import { useAuth } from '../../../lib/auth/auth-context';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { CustomersTab } from './customers-tab';
import { PasswordDialog } from './password-dialog';
import { PasswordsTab } from './passwords-tab';

type Tab = 'customers' | 'passwords';

const statusFrom = (value: string | null): CustomerListStatus | '' =>
  (CUSTOMER_LIST_STATUSES as readonly string[]).includes(value ?? '') ? (value as CustomerListStatus) : '';

/**
 * /admin/customers (SPEC section 2, issue 11): the customers with their counts, and the Password
 * Management tab. The tab and the status filter are in the address (?tab=passwords, ?status=),
 * so a reload or coming back keeps them. A staff member looks customers up here: the list alone,
 * without adding, editing, passwords or the CSV (docs/decisions/085).
 */
export default function CustomersPage() {
  // Until the session is known (never inside the panel, which waits for it) the owner's view.
  const owner = useAuth().user?.role !== 'staff';
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'passwords' ? 'passwords' : 'customers';
  const status = statusFrom(params.get('status'));
  const [passwordOf, setPasswordOf] = useState<AdminCustomer | null>(null);

  const show = (next: { tab: Tab; status: CustomerListStatus | '' }) => {
    const query: Record<string, string> = {};
    if (next.tab === 'passwords') query.tab = next.tab;
    if (next.status) query.status = next.status;
    setParams(query, { replace: true });
  };

  const title = 'Customers';
  const description = "Everyone in the shop's loyalty club: their codes, referrals, tiers and points.";
  if (!owner)
    return (
      <div>
        <PageTitle title={title} description={description} />
        <CustomersTab status={status} onStatus={(next) => show({ tab, status: next })} onPassword={null} />
      </div>
    );
  return (
    <div>
      <PageTitle
        title={title}
        description={description}
        actions={
          <ButtonLink to="/admin/customers/add">
            <UserPlus aria-hidden="true" className="size-4" />
            Add Customer
          </ButtonLink>
        }
      />
      <Tabs value={tab} onValueChange={(value) => show({ tab: value as Tab, status })}>
        <TabsList aria-label="Customer screens" className="max-w-md">
          <TabsTrigger value="customers">Customers</TabsTrigger>
          <TabsTrigger value="passwords">Password Management</TabsTrigger>
        </TabsList>
        <TabsContent value="customers">
          <CustomersTab
            status={status}
            onStatus={(next) => show({ tab, status: next })}
            onPassword={setPasswordOf}
          />
        </TabsContent>
        <TabsContent value="passwords">
          <PasswordsTab onManage={setPasswordOf} />
        </TabsContent>
      </Tabs>
      <PasswordDialog customer={passwordOf} onClose={() => setPasswordOf(null)} />
    </div>
  );
}
