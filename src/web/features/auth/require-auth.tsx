import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { routeMessages } from '../../../domain/messages-core';
import { documentTitle } from '../../../domain/page-meta';
import type { SessionUser } from '../../../domain/user';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/spinner';
import { useAuth } from './auth-context';

/**
 * SPEC's route guard. While the server has not answered: 'Loading...'. No session:
 * off to /login (remembering where the visitor wanted to go). Signed in with another
 * role than required: off to /dashboard. Renders its children, or the child routes.
 */
export function RequireAuth({ role, children }: { role?: SessionUser['role']; children?: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();

  if (isLoading) return <LoadingState />;
  if (!user)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (role && user.role !== role) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}

/**
 * Customer pages (/dashboard, /profile, /orders) under RequireAuth: anyone signed in
 * who is not a customer sees 'Access denied' here instead of a redirect (no loops).
 */
export function CustomerOnly({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  if (user?.role === 'customer') return children ?? <Outlet />;
  return <AccessDenied isAdmin={user?.role === 'admin'} />;
}

export function AccessDenied({ isAdmin }: { isAdmin: boolean }) {
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
            <ButtonLink to="/admin/dashboard">Go to Admin Panel</ButtonLink>
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
