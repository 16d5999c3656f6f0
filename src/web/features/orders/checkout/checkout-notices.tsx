import { LogIn, ShoppingBasket } from 'lucide-react';
import { checkoutScreenMessages as say } from '../../../../domain/messages';
import type { SessionUser } from '../../../../domain/user';
import { CartAnnouncer } from '../../../components/cart-announcer';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { isShopUser } from '../../../../domain/shop-user';
import { useT } from '../../../i18n/i18n-context';

/** The checkout with nothing in the cart: where to go next. */
export function EmptyCheckout({ signedIn }: { signedIn: boolean }) {
  const { t, m } = useT();
  return (
    <div>
      {/* First child in both layouts: the same live region stays, and says the cart emptied. */}
      <CartAnnouncer />
      <PageTitle title={t('checkout.title')} />
      <EmptyState
        icon={ShoppingBasket}
        title={m(say.emptyTitle)}
        description={m(say.emptyHint)}
        action={
          <>
            <ButtonLink to="/shop">{t('checkout.goToShop')}</ButtonLink>
            {signedIn && (
              <ButtonLink to="/orders" variant="outline">
                {t('nav.myOrders')}
              </ButtonLink>
            )}
          </>
        }
      />
    </div>
  );
}

/** Above the form: sign in first (guests), orders come from customers (admins), what the cart gave up. */
export function CheckoutNotices({
  user,
  stockNotes,
  onSignIn,
}: {
  user: SessionUser | null;
  stockNotes: string[];
  onSignIn: () => void;
}) {
  const { t, m } = useT();
  return (
    <>
      {!user && (
        <Alert tone="info" title={m(say.signInTitle)} className="mb-6">
          <p>{m(say.signInHint)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={onSignIn}>
              <LogIn aria-hidden="true" className="size-4" /> {t('nav.signIn')}
            </Button>
            <ButtonLink to="/register" variant="outline">
              {t('nav.register')}
            </ButtonLink>
          </div>
        </Alert>
      )}
      {isShopUser(user) && (
        <Alert tone="info" title={m(say.adminTitle)} className="mb-6">
          {m(say.adminHint)}
        </Alert>
      )}
      {stockNotes.length > 0 && (
        <Alert tone="info" title={m(say.cartUpdated)} className="mb-6">
          <ul className="list-disc space-y-0.5 pl-5">
            {stockNotes.map((note) => (
              <li key={note}>{m(note)}</li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}
