import { Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { documentTitle } from '../../domain/document-title';
import { routeMessages } from '../../domain/messages-core';
import { ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useAuth } from '../lib/auth/auth-context';
import { homeOf } from '../lib/auth/return-path';

/**
 * The owner's admin screens (docs/decisions/085): a staff member who opens one (a bookmark, a
 * link someone sent) is told plainly that it is the owner's, with a way back to their own work.
 */
export function OwnerOnly() {
  const { user } = useAuth();
  if (user?.role !== 'staff') return <Outlet />;
  return (
    <div className="mx-auto max-w-lg py-10">
      <title>{documentTitle(routeMessages.ownerOnly)}</title>
      <Card className="space-y-4 text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
        <h1 className="text-2xl font-bold">{routeMessages.ownerOnly}</h1>
        <p className="text-sand-700">Ask the owner if you need something from this page.</p>
        <ButtonLink to={homeOf('staff')}>Go to Purchases</ButtonLink>
      </Card>
    </div>
  );
}
