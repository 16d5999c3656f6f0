import { useRef, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { AdminOrder } from '../../../../domain/order';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../domain/payment-methods';
import { errorMessage, ApiError } from '../../../lib/api';
import { phoneOrdersApi, type OrderingCustomer } from '../../../lib/admin-orders/phone-orders.api';
import { adminOrderKeys } from '../../../lib/admin-orders/orders.queries';
import { createKeyKeeper } from '../../../lib/idempotency-key';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { PageTitle } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/textarea';
import { CustomerFinder, FoundCustomer, canOrder } from '../../../components/admin/customer-finder';
import { OrderTotals } from '../../../components/admin/order-totals';
import { PhonePlaced } from './phone-placed';
import { ProductPicker, type PickedLine } from './product-picker';
import { useWords } from '../../../i18n/use-words';

interface Delivery {
  address: string;
  pincode: string;
  paymentMethod: PaymentMethod;
  pointsToUse: number;
  note: string;
}

const startFrom = (customer: OrderingCustomer): Delivery => ({
  address: customer.address,
  pincode: customer.pincode ?? '',
  paymentMethod: 'cod',
  pointsToUse: 0,
  note: '',
});

/**
 * /admin/orders/new (issue 25 point 4, docs/decisions/088): staff take down an order a customer
 * phoned or sent on WhatsApp. Find the customer, add the products, say where it goes and how it is
 * paid; every price is the server's quote for that customer, and Place sends one Idempotency-Key.
 */
export default function NewPhoneOrderPage() {
  const [customer, setCustomer] = useState<OrderingCustomer | null>(null);
  const [lines, setLines] = useState<PickedLine[]>([]);
  const [delivery, setDelivery] = useState<Delivery | null>(null);
  const [placed, setPlaced] = useState<AdminOrder | null>(null);
  const { t } = useWords('admin');

  const restart = () => {
    setCustomer(null);
    setLines([]);
    setDelivery(null);
    setPlaced(null);
  };

  return (
    <div className="max-w-3xl">
      <ButtonLink to="/admin/purchases" variant="ghost" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin.phone.back')}
      </ButtonLink>
      <PageTitle title={t('admin.phone.title')} description={t('admin.phone.intro')} />
      {placed ? (
        <PhonePlaced order={placed} onAnother={restart} />
      ) : (
        <div className="space-y-4">
          <Card className="space-y-3">
            <CardTitle>{t('admin.phone.customer')}</CardTitle>
            {customer ? (
              <FoundCustomer customer={customer} onChange={restart} />
            ) : (
              <CustomerFinder
                onFound={(found) => {
                  setCustomer(found);
                  setDelivery(startFrom(found));
                }}
              />
            )}
          </Card>
          {customer && delivery && canOrder(customer) && (
            <OrderForm
              customer={customer}
              lines={lines}
              onLines={setLines}
              delivery={delivery}
              onDelivery={setDelivery}
              onPlaced={setPlaced}
            />
          )}
        </div>
      )}
    </div>
  );
}

function OrderForm({
  customer,
  lines,
  onLines,
  delivery,
  onDelivery,
  onPlaced,
}: {
  customer: OrderingCustomer;
  lines: PickedLine[];
  onLines: (lines: PickedLine[]) => void;
  delivery: Delivery;
  onDelivery: (delivery: Delivery) => void;
  onPlaced: (order: AdminOrder) => void;
}) {
  const queryClient = useQueryClient();
  const { t, m } = useWords('admin');
  const keys = useRef(createKeyKeeper());
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [placing, setPlacing] = useState(false);
  const key = { code: customer.code };
  const items = lines.map(({ productId, quantity }) => ({ productId, quantity }));

  const asked = useDebouncedValue(JSON.stringify({ items, points: delivery.pointsToUse }), 250);
  const priced = JSON.parse(asked) as { items: typeof items; points: number };
  const quote = useQuery({
    queryKey: ['admin', 'phone-order', 'quote', customer.code, priced],
    queryFn: ({ signal }) => phoneOrdersApi.quote(key, priced.items, priced.points, signal),
    enabled: priced.items.length > 0,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const shownQuote = lines.length > 0 ? (quote.data ?? null) : null;

  const set = <K extends keyof Delivery>(field: K, value: Delivery[K]) =>
    onDelivery({ ...delivery, [field]: value });
  const fieldError = (field: string) => problem?.fields[field] && m(problem.fields[field]);

  const place = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      customer: key,
      items,
      address: delivery.address,
      pincode: delivery.pincode,
      paymentMethod: delivery.paymentMethod,
      pointsToUse: delivery.pointsToUse,
      note: delivery.note,
    };
    setPlacing(true);
    setProblem(null);
    try {
      const { order } = await phoneOrdersApi.place(input, keys.current.keyFor(input));
      keys.current.reset();
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      onPlaced(order);
    } catch (error) {
      setProblem({
        message: errorMessage(error),
        fields: error instanceof ApiError ? (error.fields ?? {}) : {},
      });
    } finally {
      setPlacing(false);
    }
  };

  const methods: PaymentMethod[] = customer.creditLimitPaise > 0 ? ['cod', 'upi', 'khata'] : ['cod', 'upi'];
  return (
    <form onSubmit={place} noValidate className="space-y-4">
      <Card className="space-y-3">
        <CardTitle>{t('admin.phone.items')}</CardTitle>
        <ProductPicker lines={lines} onLines={onLines} quote={shownQuote} />
        {quote.isError && lines.length > 0 && <Alert tone="error">{m(errorMessage(quote.error))}</Alert>}
      </Card>

      <Card className="space-y-3">
        <CardTitle>{t('admin.phone.delivery')}</CardTitle>
        <TextareaField
          label={t('admin.phone.address')}
          rows={2}
          value={delivery.address}
          onChange={(event) => set('address', event.target.value)}
          invalid={Boolean(fieldError('address'))}
          hint={fieldError('address')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t('admin.phone.pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={delivery.pincode}
            onChange={(event) => set('pincode', event.target.value)}
            invalid={Boolean(fieldError('pincode'))}
            hint={fieldError('pincode')}
          />
          <SelectField
            label={t('admin.phone.payment')}
            value={delivery.paymentMethod}
            onChange={(event) => set('paymentMethod', event.target.value as PaymentMethod)}
            hint={
              delivery.paymentMethod === 'upi'
                ? t('admin.phone.upiHint')
                : delivery.paymentMethod === 'khata'
                  ? t('admin.phone.khataHint')
                  : undefined
            }
          >
            {methods.map((method) => (
              <option key={method} value={method}>
                {m(PAYMENT_METHOD_LABELS[method])}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('admin.phone.pointsToUse')}
            type="number"
            inputMode="numeric"
            min={0}
            max={shownQuote?.maxPointsUsable ?? customer.points}
            value={delivery.pointsToUse}
            onChange={(event) => set('pointsToUse', Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
            hint={shownQuote ? t('admin.phone.atMost', { points: shownQuote.maxPointsUsable }) : undefined}
          />
          <Field
            label={t('admin.phone.note')}
            optional
            value={delivery.note}
            maxLength={300}
            onChange={(event) => set('note', event.target.value)}
            placeholder={t('admin.phone.notePlaceholder')}
          />
        </div>
      </Card>

      <Card className="space-y-3">
        <CardTitle>{t('admin.phone.total')}</CardTitle>
        {shownQuote ? (
          <OrderTotals quote={shownQuote} />
        ) : (
          <p className="text-sm text-sand-700">{t('admin.phone.addItems')}</p>
        )}
        {problem && <Alert tone="error">{m(problem.message)}</Alert>}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          loading={placing}
          disabled={lines.length === 0 || quote.isFetching}
        >
          {t('admin.phone.place')}
        </Button>
      </Card>
    </form>
  );
}
