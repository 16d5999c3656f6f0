import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { PageTitle } from '../../../components/ui/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { usePendingApprovals } from '../../../lib/admin-orders/pending-counts';
import { OrderRequests } from './order-requests';
import { RegistrationRequests } from './registration-requests';

type Tab = 'orders' | 'registrations';

function CountBadge({ count }: { count: string | null }) {
  if (count === null) return null;
  return (
    <Badge tone={count === '0' ? 'neutral' : 'warning'} className="tabular-nums">
      {count}
    </Badge>
  );
}

/** /admin/requests (SPEC section 2): orders and registrations waiting for the admin. */
export default function RequestsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'registrations' ? 'registrations' : 'orders';
  const pending = usePendingApprovals();

  return (
    <div>
      <PageTitle
        title="Pending Requests"
        description="Approve new orders before they are packed, and new customers before they earn referral rewards."
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'registrations' ? { tab: value } : {}, { replace: true })
        }
      >
        <TabsList aria-label="Request type" className="max-w-xl">
          <TabsTrigger value="orders" className="py-1 leading-tight">
            Order Requests <CountBadge count={pending.orderCount} />
          </TabsTrigger>
          <TabsTrigger value="registrations" className="py-1 leading-tight">
            Customer Registrations <CountBadge count={pending.registrationCount} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          <OrderRequests />
        </TabsContent>
        <TabsContent value="registrations">
          <RegistrationRequests query={pending.registrations} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
