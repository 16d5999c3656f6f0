import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { documentTitle } from '../../../domain/document-title';
import { routeMessages } from '../../../domain/messages-core';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth } from './auth-context';
import { isShopUser } from '../../../domain/user';

/**
 * Customer pages (/dashboard, /profile, /orders) under RequireAuth: anyone signed in
 * who is not a customer sees 'Access denied' here instead of a redirect (no loops).
 */
export default function CustomerOnly({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  if (user?.role === 'customer') return children ?? <Outlet />;
  return <AccessDenied isAdmin={isShopUser(user)} />;
}

function AccessDenied({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="mx-auto max-w-lg py-10">
      <title>{documentTitle(routeMessages.accessDenied)}</title>
      <Card className="space-y-4 text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
        <h1 className="text-2xl font-bold">{routeMessages.accessDenied}</h1>
        <p className="text-sand-700">
          {isAdmin
            ? 'This page is for customers. Your tools are in the admin panel.'
            : 'This page is for signed-in customers.'}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {isAdmin ? (
            <ButtonLink to="/admin">Go to Admin Panel</ButtonLink>
          ) : (
            <ButtonLink to="/login">Sign In</ButtonLink>
          )}
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
