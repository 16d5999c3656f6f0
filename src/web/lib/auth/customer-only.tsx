import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { routeMessages } from '../../../domain/messages-core';
import { ButtonLink } from '../../components/ui/button';
import { RefusalCard } from '../../components/refusal-card';
import { useAuth } from './auth-context';
import { isShopUser } from '../../../domain/shop-user';
import { useT } from '../../i18n/i18n-context';

/**
 * Customer pages (/dashboard, /profile, /orders) under RequireAuth: anyone signed in
 * who is not a customer sees 'Access denied' here instead of a redirect (no loops).
 */
export default function CustomerOnly({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  if (user?.role === 'customer') return children ?? <Outlet />;
  return <AccessDenied isAdmin={isShopUser(user)} />;
}

/** Shown before any area's words: its words are the shop's own (customerOnly.…). */
function AccessDenied({ isAdmin }: { isAdmin: boolean }) {
  const { t, m } = useT();
  return (
    <RefusalCard
      title={m(routeMessages.accessDenied)}
      reason={isAdmin ? t('customerOnly.forCustomers') : t('customerOnly.signInFirst')}
    >
      {isAdmin ? (
        <ButtonLink to="/admin">{t('customerOnly.goToAdmin')}</ButtonLink>
      ) : (
        <ButtonLink to="/login">{t('customerOnly.signIn')}</ButtonLink>
      )}
      <ButtonLink to="/" variant="outline">
        {t('customerOnly.backHome')}
      </ButtonLink>
    </RefusalCard>
  );
}
