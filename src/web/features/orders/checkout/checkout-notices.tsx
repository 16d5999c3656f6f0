import { LogIn, ShoppingBasket } from 'lucide-react';
import { checkoutScreenMessages as say } from '../../../../domain/messages';
import type { SessionUser } from '../../../../domain/user';
import { CartAnnouncer } from '../../../components/cart-announcer';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { isShopUser } from '../../../../domain/shop-user';

/** The checkout with nothing in the cart: where to go next. */
export function EmptyCheckout({ signedIn }: { signedIn: boolean }) {
  return (
    <div>
      {/* First child in both layouts: the same live region stays, and says the cart emptied. */}
      <CartAnnouncer />
      <PageTitle title="Checkout" />
      <EmptyState
        icon={ShoppingBasket}
        title={say.emptyTitle}
        description={say.emptyHint}
        action={
          <>
            <ButtonLink to="/shop">Go to Shop</ButtonLink>
            {signedIn && (
              <ButtonLink to="/orders" variant="outline">
                My Orders
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
  return (
    <>
      {!user && (
        <Alert tone="info" title={say.signInTitle} className="mb-6">
          <p>{say.signInHint}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={onSignIn}>
              <LogIn aria-hidden="true" className="size-4" /> Sign In
            </Button>
            <ButtonLink to="/register" variant="outline">
              Register
            </ButtonLink>
          </div>
        </Alert>
      )}
      {isShopUser(user) && (
        <Alert tone="info" title={say.adminTitle} className="mb-6">
          {say.adminHint}
        </Alert>
      )}
      {stockNotes.length > 0 && (
        <Alert tone="info" title={say.cartUpdated} className="mb-6">
          <ul className="list-disc space-y-0.5 pl-5">
            {stockNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}
