import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { SessionUser } from '../../../domain/user';
import { LoadingState } from '../../components/ui/spinner';
import { useAuth } from './auth-context';

/**
 * SPEC's route guard. While the server has not answered: 'Loading...'. No session:
 * off to /login (remembering where the visitor wanted to go). Signed in with a role other
 * than those allowed: off to /dashboard. Renders its children, or the child routes.
 */
export function RequireAuth({
  roles,
  children,
}: {
  roles?: readonly SessionUser['role'][];
  children?: ReactNode;
}) {
  const { user, isLoading } = useAuth();
  const location = useLocation();

  if (isLoading) return <LoadingState />;
  if (!user)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}
