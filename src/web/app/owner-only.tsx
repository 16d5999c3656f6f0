import { Outlet } from 'react-router';
import { routeMessages } from '../../domain/messages-core';
import { RefusalCard } from '../components/refusal-card';
import { ButtonLink } from '../components/ui/button';
import { useAuth } from '../lib/auth/auth-context';
import { homeOf } from '../lib/auth/return-path';
import { useWords } from '../i18n/use-words';

/**
 * The owner's admin screens (docs/decisions/085): a staff member who opens one (a bookmark, a
 * link someone sent) is told plainly that it is the owner's, with a way back to their own work.
 */
export function OwnerOnly() {
  const { user } = useAuth();
  const { t, m } = useWords('admin');
  if (user?.role !== 'staff') return <Outlet />;
  return (
    <RefusalCard title={m(routeMessages.ownerOnly)} reason={t('admin.frame.ownerOnlyReason')}>
      <ButtonLink to={homeOf('staff')}>{t('admin.frame.goToPurchases')}</ButtonLink>
    </RefusalCard>
  );
}
