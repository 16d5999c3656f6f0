import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn, ShoppingBasket } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import {
  deliverySchema,
  placeOrderSchema,
  type Delivery,
  type DeliveryInput,
  type PaymentMethod,
  type PlaceOrderInput,
} from '../../../../domain/order.schemas';
import { SHOP } from '../../../lib/shop-info';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { FormAlert, firstFormError } from '../../../components/ui/form-alert';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingState } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea';
import { ApiError, errorMessage, hasErrorCode, isRefusal, isUnanswered } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../../lib/auth/auth-context';
import { CartAnnouncer } from '../../../components/cart-announcer';
import { useCart } from '../../../lib/cart/cart-store';
import type { OrderPlacedState } from '../order-detail-page';
import type { Quote } from '../orders.api';
import { pageShown } from '../../../lib/page-moves';
import { CartLines } from './cart-lines';
import { clearDeliveryDraft, readDeliveryDraft, saveDeliveryDraft } from './delivery-draft';
import { createKeyKeeper } from './idempotency-key';
import { OrderSummary, totalsFromQuote, type SubmitError, type SummaryTotals } from './order-summary';
import { PaymentCard } from './payment-card';
import { PointsCard } from './points-card';
import { useCartQuote, usePlaceOrder } from './checkout.queries';

/** Says what the cart had to give up when the server's stock was lower than the cart thought. */
function stockAdjustments(quote: Quote): string[] {
  return quote.lines
    .filter((line) => line.quantity > line.stockQuantity)
    .map((line) =>
      line.stockQuantity > 0
        ? `Only ${line.stockQuantity} of ${line.name} left in stock, so we lowered the quantity.`
        : `${line.name} is out of stock and was taken out of your cart.`,
    );
}

/**
 * The message for a failed placement: the server's own words for refusals, SPEC's for the rest.
 * Without a connection SPEC's 'Failed to place order' says why, and that pressing Place Order
 * again is safe: the retry carries the same idempotency key, so the shop places the order once.
 */
function placeFailure(error: unknown): SubmitError & { definite: boolean } {
  if (error instanceof ApiError) {
    if (error.code === 'network_error')
      return { message: messages.checkout.failed, detail: messages.checkout.connectionLost, definite: false };
    if (isUnanswered(error)) return { message: messages.checkout.failed, definite: false };
    if (isRefusal(error)) return { message: error.message, definite: true };
  }
  return { message: messages.checkout.error, definite: false };
}

/** /checkout: the cart, delivery details, points, payment, and Place Order. */
export default function CheckoutPage() {
  const { user, refresh } = useAuth();
  const customer = user?.role === 'customer' ? user : null;
  const cart = useCart();
  const navigate = useNavigate();

  const [pointsWanted, setPointsWanted] = useState(0);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');
  const [upiReference, setUpiReference] = useState('');
  const [upiReferenceError, setUpiReferenceError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const [stockNotes, setStockNotes] = useState<string[]>([]);
  const [placing, setPlacing] = useState(false);
  const [placedId, setPlacedId] = useState<string | null>(null);
  const [keeper] = useState(() => createKeyKeeper());
  const placeOrder = usePlaceOrder();

  const lines = useMemo(
    () => cart.items.map((item) => ({ productId: item.id, quantity: item.quantity })),
    [cart.items],
  );

  // Points never above what the server allows on this cart (it would clamp them anyway).
  const [maxPoints, setMaxPoints] = useState<number | null>(null);
  const pointsToUse = maxPoints === null ? pointsWanted : Math.min(pointsWanted, maxPoints);

  const quoteState = useCartQuote(customer && !placedId ? lines : null, pointsToUse, (quote) => {
    setMaxPoints(quote.maxPointsUsable);
    const notes = stockAdjustments(quote);
    if (notes.length > 0) setStockNotes(notes);
    // Bring the cart up to date: this customer's price, the stock now; sold-out lines leave.
    const images = new Map(cart.getItems().map((item) => [item.id, item.image]));
    cart.refresh(
      quote.lines.map((line) => ({
        id: line.productId,
        name: line.name,
        sellingPricePaise: line.unitPricePaise,
        imageUrl: images.get(line.productId) ?? '',
        stockQuantity: line.stockQuantity,
      })),
    );
  });
  const { quote } = quoteState;

  const [draft] = useState(readDeliveryDraft);
  const form = useForm<DeliveryInput, unknown, Delivery>({
    resolver: zodResolver(deliverySchema),
    // After the first Place Order, the message goes away as soon as the field is fixed.
    reValidateMode: 'onChange',
    defaultValues: {
      name: draft?.name || customer?.name || '',
      phone: draft?.phone || customer?.phone || '',
      pincode: draft?.pincode || customer?.pincode || '',
      address: draft?.address || customer?.address || '',
    },
  });
  const { errors } = form.formState;

  // The signed-in profile fills name and phone when the page opened before it was known.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!customer) return;
    if (!getValues('name')) setValue('name', customer.name);
    if (!getValues('phone')) setValue('phone', customer.phone);
  }, [customer, getValues, setValue]);

  if (placedId) return <LoadingState label="Opening your order…" />;

  if (cart.items.length === 0) {
    return (
      <div>
        {/* First child in both layouts: the same live region stays, and says the cart emptied. */}
        <CartAnnouncer />
        <PageTitle title="Checkout" />
        <EmptyState
          icon={ShoppingBasket}
          title="Your cart is empty"
          description="Add groceries from the shop, then come back here to place your order."
          action={
            <>
              <ButtonLink to="/shop">Go to Shop</ButtonLink>
              {customer && (
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

  const goSignIn = () => {
    saveDeliveryDraft(form.getValues());
    notify.info(messages.checkout.loginRequired);
    void navigate('/login', { state: { from: '/checkout' } });
  };

  const place = async (delivery: Delivery) => {
    setSubmitError(null);
    if (!customer) return;
    const reference = placeOrderSchema.shape.upiReference.safeParse(
      paymentMethod === 'upi' ? upiReference : '',
    );
    if (!reference.success) {
      setUpiReferenceError(reference.error.issues[0]?.message ?? messages.api.invalidRequest);
      return;
    }
    setUpiReferenceError(null);
    if (!quoteState.current) return; // the button is disabled until the total is known

    const payload: PlaceOrderInput = {
      items: lines,
      delivery,
      pointsToUse,
      paymentMethod,
      ...(reference.data ? { upiReference: reference.data } : {}),
    };
    setPlacing(true);
    try {
      const order = await placeOrder.mutateAsync({ input: payload, idempotencyKey: keeper.keyFor(payload) });
      keeper.reset();
      setPlacedId(order.id); // shows 'Opening your order…', not the empty cart
      cart.clear();
      clearDeliveryDraft();
      notify.success(messages.checkout.success);
      void refresh(); // redeemed points left the balance
      void navigate(`/orders/${encodeURIComponent(order.id)}`, {
        replace: true,
        state: { placed: true } satisfies OrderPlacedState,
      });
      await pageShown();
    } catch (error) {
      const { definite, ...failure } = placeFailure(error);
      setSubmitError(failure);
      if (!definite)
        notify.error(failure.message, failure.detail ? { description: failure.detail } : undefined);
      if (hasErrorCode(error, 'OUT_OF_STOCK')) quoteState.retry(); // fresh stock numbers
      if (hasErrorCode(error, 'UNAUTHENTICATED')) void refresh();
    } finally {
      setPlacing(false);
    }
  };

  // Guests are sent to sign in first (what they typed is kept); customers' details are checked.
  const onSubmit = customer
    ? form.handleSubmit(place, () => setSubmitError(null))
    : async (event: FormEvent) => {
        event.preventDefault();
        goSignIn();
      };

  const guestTotals: SummaryTotals = {
    itemCount: cart.itemCount,
    subtotalPaise: cart.totalPaise,
    leaderboardDiscount: null,
    pointsUsed: 0,
    pointsDiscountPaise: 0,
    amountPaidPaise: cart.totalPaise,
    pointMoneyPaise: null,
  };
  const totals = customer
    ? quote
      ? totalsFromQuote(quote, cart.itemCount, pointsToUse)
      : null
    : guestTotals;
  const quoteError = quoteState.error ? errorMessage(quoteState.error) : null;

  return (
    <div>
      <CartAnnouncer />
      <PageTitle
        title="Checkout"
        description="Check your items, tell us where to deliver, and choose how to pay."
      />

      {!user && (
        <Alert tone="info" title="Sign in to place your order" className="mb-6">
          <p>
            Prices below are MRP. Sign in to see your member price, use your points and earn point money. You
            can fill in your details first; we keep them while you sign in.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={goSignIn}>
              <LogIn aria-hidden="true" className="size-4" /> Sign In
            </Button>
            <ButtonLink to="/register" variant="outline">
              Register
            </ButtonLink>
          </div>
        </Alert>
      )}
      {user?.role === 'admin' && (
        <Alert tone="info" title="Signed in as an admin" className="mb-6">
          Orders are placed from a customer account. Sign out and sign in as a customer to order.
        </Alert>
      )}
      {stockNotes.length > 0 && (
        <Alert tone="info" title="Your cart was updated" className="mb-6">
          <ul className="list-disc space-y-0.5 pl-5">
            {stockNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Alert>
      )}

      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Checkout">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="min-w-0 space-y-6">
            <Card>
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                <CardTitle>Your items</CardTitle>
                <Link
                  to="/shop"
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  Add more items
                </Link>
              </div>
              <CartLines
                items={cart.items}
                quote={customer ? quote : null}
                onSetQuantity={cart.setQuantity}
                onRemove={cart.remove}
              />
            </Card>

            <Card>
              <fieldset className="space-y-4">
                <legend className="mb-4 text-lg font-bold text-sand-900">Delivery details</legend>
                <FormAlert message={firstFormError(errors)} attempt={form.formState.submitCount} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field
                    label="Name"
                    autoComplete="name"
                    invalid={!!errors.name}
                    {...form.register('name')}
                  />
                  <Field
                    label="Phone number"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    hint="The delivery person calls this number."
                    invalid={!!errors.phone}
                    {...form.register('phone')}
                  />
                  <Field
                    label="Pincode"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    maxLength={6}
                    hint="The 6-digit pincode of the delivery address."
                    invalid={!!errors.pincode}
                    {...form.register('pincode')}
                  />
                </div>
                <TextareaField
                  label="Address"
                  optional
                  rows={3}
                  autoComplete="street-address"
                  placeholder="House name, street, landmark"
                  hint={`Leave it empty to collect your order at ${SHOP.name}.`}
                  invalid={!!errors.address}
                  {...form.register('address')}
                />
              </fieldset>
            </Card>

            {customer && <PointsCard quote={quote} value={pointsToUse} onChange={setPointsWanted} />}

            <PaymentCard
              method={paymentMethod}
              onMethodChange={setPaymentMethod}
              upi={
                !customer
                  ? null
                  : quote && quoteState.current
                    ? {
                        payeeId: quote.upi.payeeId,
                        payeeName: quote.upi.payeeName,
                        amountPaise: quote.amountPaidPaise,
                        note: `${SHOP.name} order ${customer.code}`,
                      }
                    : 'pending'
              }
              upiReference={upiReference}
              onUpiReferenceChange={(value) => {
                setUpiReference(value);
                setUpiReferenceError(null);
              }}
              upiReferenceError={upiReferenceError}
            />
          </div>

          <OrderSummary
            totals={totals}
            updating={!!customer && quoteState.loading && quote !== null}
            quoteError={quoteError}
            onRetryQuote={quoteState.retry}
            submitError={submitError}
            placing={placing}
            canPlace={user?.role !== 'admin' && (!customer || quoteState.current)}
            note={
              !customer
                ? 'You will be asked to sign in first.'
                : paymentMethod === 'cod'
                  ? 'Pay when your order arrives.'
                  : 'Pay with the UPI code, then place your order.'
            }
          />
        </div>
      </form>
    </div>
  );
}
