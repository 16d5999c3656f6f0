import { useNavigate } from 'react-router';
import { ArrowRight, LogIn, ShoppingBasket } from 'lucide-react';
import { formatPaise } from '../../../domain/money';
import { shopMessages } from '../../../domain/messages-core';
import { Button } from '../../components/ui/button';
import { notify } from '../../lib/notify';
import { useAuth } from '../../lib/auth/auth-context';
import { useCart } from '../../lib/cart/cart-store';
import { useT } from '../../i18n/i18n-context';

/** The cart bar's checkout button, where the shop's "Skip to cart" link takes focus. */
export const CART_CHECKOUT_ID = 'cart-checkout';

/**
 * The shop's cart bar. It is sticky at the bottom of the shop's own content, so it floats over
 * the shelf while scrolling and settles below the last product: it never hides what it sits on.
 */
export function CartSummary() {
  const { itemCount, totalPaise } = useCart();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { t, m } = useT();
  if (itemCount === 0) return null;

  const checkout = () => {
    if (!user) {
      notify.info(m(shopMessages.loginRequired));
      void navigate('/login', { state: { from: '/checkout' } });
      return;
    }
    void navigate('/checkout');
  };

  return (
    <section
      aria-label={t('shop.cartSummary')}
      className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-sand-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(36_32_26/0.08)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-5"
    >
      <div className="flex items-center gap-3">
        {/* On a phone the total and SPEC's button label need the row's whole width. */}
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800 max-[440px]:hidden">
          <ShoppingBasket aria-hidden="true" className="size-6" />
        </span>
        {/* Changes are read out by the shop's CartAnnouncer. */}
        <p className="min-w-0 flex-1">
          <span className="block text-sm text-sand-700">
            {itemCount} {itemCount === 1 ? t('shop.item') : t('shop.items')}
          </span>
          <span className="block text-lg font-bold whitespace-nowrap text-sand-900 tabular-nums">
            {formatPaise(totalPaise)}
          </span>
        </p>
        <Button id={CART_CHECKOUT_ID} size="lg" onClick={checkout} className="px-4 sm:px-6">
          {user ? (
            <>
              {t('shop.proceedToCheckout')}{' '}
              <ArrowRight aria-hidden="true" className="size-5 max-[380px]:hidden" />
            </>
          ) : (
            <>
              <LogIn aria-hidden="true" className="size-5 max-[380px]:hidden" /> {t('shop.loginToCheckout')}
            </>
          )}
        </Button>
      </div>
    </section>
  );
}
