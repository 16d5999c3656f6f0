import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Ban, CircleCheck, Trash2 } from 'lucide-react';
import type { AdminCustomerDetail } from '../../../../domain/customers.schemas';
import { messages } from '../../../../domain/messages';
import { errorMessage, isRefusal } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteCustomer, useSetCustomerAccess } from './customers.queries';

type Asking = 'delete' | 'disable' | null;

/** Why the customer cannot be deleted now, as the screen says it before anyone tries. */
function deleteBlock(customer: AdminCustomerDetail): string | null {
  if (customer.hasHistory) return messages.adminCustomers.hasHistory;
  if (customer.childCount > 0) {
    const who = customer.childCount === 1 ? '1 direct referral' : `${customer.childCount} direct referrals`;
    return `${customer.name} has ${who}. Give them another parent on their own edit screens before deleting.`;
  }
  return null;
}

/**
 * Delete, or Disable instead (DESIGN 7: history is money, so a customer with orders or points is
 * never deleted), and Enable for a disabled customer. A refusal from the server (children came
 * since the screen loaded) is said in the card and as a toast.
 */
export function CustomerRemoval({ customer }: { customer: AdminCustomerDetail }) {
  const navigate = useNavigate();
  const deleteCustomer = useDeleteCustomer();
  const setAccess = useSetCustomerAccess();
  const [asking, setAsking] = useState<Asking>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const block = deleteBlock(customer);
  const disabled = customer.status === 'disabled';

  const remove = async () => {
    setRefusal(null);
    try {
      await deleteCustomer.mutateAsync(customer.id);
    } catch (error) {
      const reason = errorMessage(error);
      notify.error(messages.adminCustomers.deleteFailed, { description: reason });
      // A refusal will not change by trying again: close and say it here. A fault: try again.
      if (!isRefusal(error)) return false;
      setRefusal(reason);
      return true;
    }
    notify.success(messages.adminCustomers.deleted);
    void navigate('/admin/customers', { replace: true });
  };

  const changeAccess = async (access: 'disable' | 'enable') => {
    try {
      await setAccess.mutateAsync({ id: customer.id, access });
      notify.success(
        access === 'disable' ? messages.adminCustomers.disabled : messages.adminCustomers.enabled,
      );
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };

  return (
    <Card className="space-y-4">
      <div className="space-y-1">
        <CardTitle>Remove or disable</CardTitle>
        <CardDescription>
          {disabled
            ? 'This customer is disabled: they cannot sign in or order. Their history is kept.'
            : 'A disabled customer cannot sign in or order; their history and place in the tree stay.'}
        </CardDescription>
      </div>
      {block && <p className="text-sm text-sand-800">{block}</p>}
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <div className="flex flex-col gap-2">
        {disabled ? (
          <Button variant="outline" loading={setAccess.isPending} onClick={() => void changeAccess('enable')}>
            <CircleCheck aria-hidden="true" className="size-4" />
            Enable customer
          </Button>
        ) : (
          <Button variant="outline" className="text-red-800" onClick={() => setAsking('disable')}>
            <Ban aria-hidden="true" className="size-4" />
            Disable customer
          </Button>
        )}
        {!customer.hasHistory && (
          <Button variant="danger" onClick={() => setAsking('delete')}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete customer
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Delete this customer?"
        description={`${customer.name} (${customer.code}) will be removed for good. This cannot be undone.`}
        confirmLabel="Delete Customer"
        onConfirm={remove}
      />
      <ConfirmDialog
        open={asking === 'disable'}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Disable this customer?"
        description={`${customer.name} (${customer.code}) will be signed out and cannot sign in or order until you enable them again. Their orders, points and referrals stay.`}
        confirmLabel="Disable Customer"
        onConfirm={() => changeAccess('disable')}
      />
    </Card>
  );
}
