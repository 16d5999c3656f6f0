import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { routeMessages } from '../../../domain/messages-core';
import { ButtonLink } from '../../components/ui/button';
import { RefusalCard } from '../../components/refusal-card';
import { useAuth } from './auth-context';
import { isShopUser } from '../../../domain/shop-user';

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
    <RefusalCard
      title={routeMessages.accessDenied}
      reason={
        isAdmin
          ? 'This page is for customers. Your tools are in the admin panel.'
          : 'This page is for signed-in customers.'
      }
    >
      {isAdmin ? (
        <ButtonLink to="/admin">Go to Admin Panel</ButtonLink>
      ) : (
        <ButtonLink to="/login">Sign In</ButtonLink>
      )}
      <ButtonLink to="/" variant="outline">
        Back to Home
      </ButtonLink>
    </RefusalCard>
  );
}
