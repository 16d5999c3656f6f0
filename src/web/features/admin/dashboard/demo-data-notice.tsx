import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { demoDataMessages } from '../../../../domain/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { loadWhileOnline } from '../../../lib/connection';
import { notify } from '../../../lib/notify';
import { demoDataQueryOptions, useRemoveDemoData } from './demo-data.api';

// The confirm's code (Radix's alert dialog) comes when it is first asked for, not with the dashboard
// (offline, it is waited for: the notice says so).
const ConfirmDialog = lazy(() =>
  loadWhileOnline(() => import('../../../components/ui/confirm-dialog'), 'part').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

/**
 * The dashboard says plainly that the shop holds demo data (every demo customer's password is
 * public) and removes it in one confirmed step (docs/decisions/040). Nothing shows once it is gone.
 */
export function DemoDataNotice() {
  const query = useQuery(demoDataQueryOptions());
  const remove = useRemoveDemoData();
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState(false);
  const demo = query.data?.demo;
  if (!demo) return null;

  return (
    <section aria-label="Demo data">
      <Alert tone="error" title="This shop holds demo data">
        <p>{demoDataMessages.notice}</p>
        <p>{demoDataMessages.keeps}</p>
        <Button
          variant="danger"
          className="mt-3"
          onClick={() => {
            setAsked(true);
            setConfirming(true);
          }}
        >
          Remove demo data
        </Button>
      </Alert>
      {asked && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </section>
  );
}
