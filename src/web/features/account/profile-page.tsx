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
import { PageTitle } from '../../components/ui/page-title';
import { formatDate } from '../../lib/dates';
import { pageShown } from '../../lib/page-moves';
import { useAuth } from '../../lib/auth/auth-context';
import { pointsSummaryQueryOptions } from './account.queries';
import { ChangePasswordCard } from './change-password-card';
import { ProfileEditDialog } from './profile-edit-dialog';
import { QuickActions } from './quick-actions';
import { ReferralCard } from './referral-card';
import { useFreshCustomer } from './use-fresh-user';

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
        title="My Profile"
        actions={
          <Button variant="outline" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" /> Logout
          </Button>
        }
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Card className="space-y-4">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white"
            >
              {user.name.trim().charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0 flex-1">
              <CardTitle className="truncate">{user.name}</CardTitle>
              <TierBadge tier={user.tier} />
            </div>
            <Button variant="outline" onClick={() => setEditing(true)} className="shrink-0">
              <Pencil aria-hidden="true" className="size-4" /> Edit profile
            </Button>
          </div>
          <dl className="divide-y divide-sand-100 text-sm">
            <Row label="Phone">{user.phone}</Row>
            <Row label="Delivery address">
              {user.address || <span className="font-normal text-sand-600">Not given yet</span>}
            </Row>
            <Row label="Customer code">
              <span className="font-mono">{user.code}</span>
            </Row>
            <Row label="Member since">{formatDate(user.memberSince)}</Row>
            <Row label="Tier">{user.tier}</Row>
            <Row label="Total spent">{formatPaise(user.totalSpentPaise)}</Row>
            <Row label="Account">{user.status === 'pending' ? 'Waiting for approval' : 'Active'}</Row>
          </dl>
        </Card>

        <Card className="space-y-3">
          <CardTitle>Your points</CardTitle>
          <p className="text-4xl font-bold text-sand-900 tabular-nums">
            {formatPoints(user.points)} <span className="text-lg font-semibold text-sand-700">points</span>
          </p>
          <p className="text-sand-800">
            Worth{' '}
            {pointValuePaise === null ? (
              <span
                aria-hidden="true"
                className="inline-block h-5 w-20 animate-pulse rounded bg-sand-200 align-middle"
              />
            ) : (
              <strong>{formatPaise(balanceWorthPaise(user.points, pointValuePaise))}</strong>
            )}{' '}
            on your next orders
            {pointValuePaise !== null && <> (1 point = {formatPaise(pointValuePaise)})</>}.
          </p>
          {pending && <p className="font-medium text-sand-800">{pending}.</p>}
          {expiring && <p className="font-medium text-accent-700">{expiring}.</p>}
          <p className="text-sm text-sand-700">Point money carried: {describeCarry(user.pointMoneyPaise)}.</p>
          <ButtonLink to="/points" variant="outline">
            <Coins aria-hidden="true" className="size-4" /> Points history
          </ButtonLink>
        </Card>
      </div>

      <ReferralCard code={user.code} />

      <div className="lg:max-w-[calc(50%-0.75rem)]">
        <ChangePasswordCard />
      </div>

      <section aria-labelledby="profile-actions" className="space-y-3">
        <h2 id="profile-actions" className="text-lg font-bold text-sand-900">
          Quick actions
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
