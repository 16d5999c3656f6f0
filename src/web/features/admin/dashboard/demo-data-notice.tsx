import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { demoDataMessages } from '../../../../domain/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { demoDataQueryOptions, useRemoveDemoData } from './demo-data.api';

/**
 * The dashboard says plainly that the shop holds demo data (every demo customer's password is
 * public) and removes it in one confirmed step (docs/decisions/040). Nothing shows once it is gone.
 */
export function DemoDataNotice() {
  const query = useQuery(demoDataQueryOptions());
  const remove = useRemoveDemoData();
  const [confirming, setConfirming] = useState(false);
  const demo = query.data?.demo;
  if (!demo) return null;

  return (
    <section aria-label="Demo data">
      <Alert tone="error" title="This shop holds demo data">
        <p>{demoDataMessages.notice}</p>
        <p>{demoDataMessages.keeps}</p>
        <Button variant="danger" className="mt-3" onClick={() => setConfirming(true)}>
          Remove demo data
        </Button>
      </Alert>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove demo data?"
        description={
          <>
            {demoDataMessages.confirm(demo.customers, demo.orders)} {demoDataMessages.keeps}
          </>
        }
        confirmLabel="Remove demo data"
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
            notify.success(demoDataMessages.removed);
          } catch (error) {
            notify.error(error instanceof Error ? error.message : demoDataMessages.removeFailed);
            return false;
          }
        }}
      />
    </section>
  );
}
