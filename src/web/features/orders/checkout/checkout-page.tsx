import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { checkoutScreenMessages } from '../../../../domain/messages';
import { CartAnnouncer } from '../../../components/cart-announcer';
import { Card, CardTitle } from '../../../components/ui/card';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { CartLines } from './cart-lines';
import { CheckoutNotices, EmptyCheckout } from './checkout-notices';
import { placeNote } from './checkout-state';
import { DeliveryCard } from './delivery-card';
import { OrderSummary, totalsFromQuote, type SummaryTotals } from './order-summary';
import { khataQueryOptions } from '../../../lib/khata/khata.queries';
import { khataRefusal, PaymentCard, type KhataOffer } from './payment-card';
import { PointsCard } from './points-card';
import { expiryLine } from '../../../../domain/points-expiry';
import { pendingPointsLine } from '../../../../domain/return-window';
import { useCheckout } from './use-checkout';
import { checkoutChecks } from './use-delivery-form';
import { isShopUser } from '../../../../domain/shop-user';
import { useT } from '../../../i18n/i18n-context';

/** /checkout: the cart, delivery details, points, payment, and Place Order. */
export default function CheckoutPage() {
  const { user, customer, cart, state, dispatch, points, quoteState, form, goSignIn, onSubmit } =
    useCheckout();
  const { quote } = quoteState;
  const { t, m } = useT();
  // Pay later (khata) is offered only to a customer the shop gives credit (docs/decisions/070).
  const khataQuery = useQuery({ ...khataQueryOptions(), enabled: (customer?.creditLimitPaise ?? 0) > 0 });

  if (state.placedId) return <LoadingState label={m(checkoutScreenMessages.opening)} />;
  if (cart.items.length === 0) return <EmptyCheckout signedIn={!!customer} />;

  const guestTotals: SummaryTotals = {
    itemCount: cart.itemCount,
    subtotalPaise: cart.totalPaise,
    offers: [],
    leaderboardDiscount: null,
    pointsUsed: 0,
    pointsDiscountPaise: 0,
    amountPaidPaise: cart.totalPaise,
    pointMoneyPaise: null,
  };
  const totals = customer ? (quote ? totalsFromQuote(quote, cart.itemCount, points) : null) : guestTotals;
  const khata: KhataOffer | null =
    customer && khataQuery.data && khataQuery.data.limitPaise > 0
      ? {
          leftPaise: khataQuery.data.leftPaise,
          orderPaise: quote && quoteState.current ? quote.amountPaidPaise : null,
        }
      : null;
  const khataBlocked = state.paymentMethod === 'khata' && (!khata || khataRefusal(khata) !== null);

  return (
    <div>
      <CartAnnouncer />
      <PageTitle title={t('checkout.title')} description={t('checkout.description')} />
      <CheckoutNotices user={user} stockNotes={state.stockNotes} onSignIn={goSignIn} />

      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={checkoutChecks.prefetch}
        onPointerDown={checkoutChecks.prefetch}
        noValidate
        aria-label={t('checkout.title')}
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="min-w-0 space-y-6">
            <Card>
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                <CardTitle>{t('checkout.yourItems')}</CardTitle>
                <Link
                  to="/shop"
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {t('checkout.addMore')}
                </Link>
              </div>
              <CartLines
                items={cart.items}
                quote={customer ? quote : null}
                onSetQuantity={cart.setQuantity}
                onRemove={cart.remove}
              />
            </Card>

            <DeliveryCard form={form} />

            {customer && (
              <PointsCard
                quote={quote}
                value={points}
                onChange={(points) => dispatch({ type: 'points-wanted', points })}
                pendingLine={pendingPointsLine(customer.pendingPoints, customer.nextRelease)}
                expiryLine={expiryLine(customer.nextExpiry)}
              />
            )}

            <PaymentCard
              method={state.paymentMethod}
              onMethodChange={(method) => dispatch({ type: 'payment-method', method })}
              khata={khata}
            />
          </div>

          <OrderSummary
            totals={totals}
            updating={!!customer && quoteState.loading && quote !== null}
            quoteError={quoteState.error ? m(errorMessage(quoteState.error)) : null}
            onRetryQuote={quoteState.retry}
            submitError={state.submitError}
            placing={state.placing}
            canPlace={!isShopUser(user) && (!customer || quoteState.current) && !khataBlocked}
            note={m(placeNote(!!customer, state.paymentMethod))}
          />
        </div>
      </form>
    </div>
  );
}
