import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Coins, LogOut, Pencil } from 'lucide-react';
import { describeCarry } from '../../../domain/ledger-words';
import { formatPaise } from '../../../domain/money';
import { balanceWorthPaise, formatPoints } from '../../../domain/points';
import { expiryLine } from '../../../domain/points-expiry';
import { pendingPointsLine } from '../../../domain/return-window';
import { TierBadge } from '../../components/ui/badge';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { formatDate } from '../../lib/dates';
import { pageShown } from '../../lib/page-moves';
import { useAuth } from '../../lib/auth/auth-context';
import { pointsSummaryQueryOptions } from './account.queries';
import { ChangePasswordCard } from './change-password-card';
import { ProfileEditDialog } from './profile-edit-dialog';
import { QuickActions } from './quick-actions';
import { ReferralCard } from './referral-card';
import { useFreshCustomer } from './use-fresh-user';
import { BoldParts } from '../../i18n/bold-parts';
import { useWords } from '../../i18n/use-words';

/**
 * /profile: who you are (name and address editable), your points and what they are worth, your
 * referral link, changing your password, and Logout.
 */
export default function ProfilePage() {
  const user = useFreshCustomer();
  const { logout } = useAuth();
  const navigate = useNavigate();
  // The point value is a shop setting; the ledger endpoint says what it is now.
  const points = useQuery(pointsSummaryQueryOptions());
  const [editing, setEditing] = useState(false);
  const { t, m } = useWords('account');
  if (!user) return null;

  const signOut = async () => {
    // Leave the guarded page first, or the guard would send us to /login instead of '/'.
    void navigate('/', { replace: true });
    await pageShown();
    await logout();
  };

  const pointValuePaise = points.status === 'success' ? points.data.pointValuePaise : null;
  const pending = pendingPointsLine(user.pendingPoints, user.nextRelease);
  const expiring = expiryLine(user.nextExpiry);

  return (
    <div className="space-y-6">
      <PageTitle
        title={t('account.profile.title')}
        actions={
          <Button variant="outline" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" /> {t('account.profile.logout')}
          </Button>
        }
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Card className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white"
            >
              {user.name.trim().charAt(0).toUpperCase()}
            </span>
            <div className="min-w-40 flex-1">
              <CardTitle className="truncate">{user.name}</CardTitle>
              <TierBadge tier={user.tier} />
            </div>
            <Button variant="outline" onClick={() => setEditing(true)} className="shrink-0">
              <Pencil aria-hidden="true" className="size-4" /> {t('account.profile.edit')}
            </Button>
          </div>
          <dl className="divide-y divide-sand-100 text-sm">
            <Row label={t('account.profile.phone')}>{user.phone}</Row>
            <Row label={t('account.profile.address')}>
              {user.address || (
                <span className="font-normal text-sand-600">{t('account.profile.noAddress')}</span>
              )}
            </Row>
            <Row label={t('account.profile.code')}>
              <span className="font-mono">{user.code}</span>
            </Row>
            <Row label={t('account.profile.memberSince')}>{formatDate(user.memberSince)}</Row>
            <Row label={t('account.profile.tier')}>{t(`tiers.${user.tier}`)}</Row>
            <Row label={t('account.profile.totalSpent')}>{formatPaise(user.totalSpentPaise)}</Row>
            <Row label={t('account.profile.account')}>
              {user.status === 'pending' ? t('account.profile.waiting') : t('account.profile.active')}
            </Row>
          </dl>
        </Card>

        <Card className="space-y-3">
          <CardTitle>{t('account.profile.yourPoints')}</CardTitle>
          <p className="text-4xl font-bold text-sand-900 tabular-nums">
            {formatPoints(user.points)}{' '}
            <span className="text-lg font-semibold text-sand-700">{t('account.profile.points')}</span>
          </p>
          {pointValuePaise === null ? (
            <Skeleton className="h-5 w-2/3" />
          ) : (
            <p className="text-sand-800">
              <BoldParts
                text={t('account.profile.worth', {
                  amount: formatPaise(balanceWorthPaise(user.points, pointValuePaise)),
                  value: t('account.profile.pointValue', { value: formatPaise(pointValuePaise) }),
                })}
              />
            </p>
          )}
          {pending && <p className="font-medium text-sand-800">{m(pending)}.</p>}
          {expiring && <p className="font-medium text-accent-700">{m(expiring)}.</p>}
          <p className="text-sm text-sand-700">
            {t('account.profile.carried', { carry: m(describeCarry(user.pointMoneyPaise)) })}
          </p>
          <ButtonLink to="/points" variant="outline">
            <Coins aria-hidden="true" className="size-4" /> {t('account.profile.history')}
          </ButtonLink>
        </Card>
      </div>

      <ReferralCard code={user.code} />

      <div className="lg:max-w-[calc(50%-0.75rem)]">
        <ChangePasswordCard />
      </div>

      <section aria-labelledby="profile-actions" className="space-y-3">
        <h2 id="profile-actions" className="text-lg font-bold text-sand-900">
          {t('account.quick.title')}
        </h2>
        <QuickActions names={['shop', 'orders', 'dashboard', 'points']} />
      </section>

      <ProfileEditDialog open={editing} onOpenChange={setEditing} user={user} />
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-2.5">
      <dt className="text-sand-700">{label}</dt>
      <dd className="min-w-0 text-right font-semibold break-words text-sand-900">{children}</dd>
    </div>
  );
}
