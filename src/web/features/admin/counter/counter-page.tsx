import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicProduct } from '../../../../domain/catalogue.schemas';
import { tenderState } from '../../../../domain/counter-tender';
import type { Measure } from '../../../../domain/quantities';
import { ApiError, errorMessage } from '../../../lib/api';
import { adminOrderKeys } from '../../../lib/admin-orders/orders.queries';
import { counterApi, type CounterSaleInput } from '../../../lib/admin-orders/counter.api';
import { createKeyKeeper } from '../../../lib/idempotency-key';
import { Alert } from '../../../components/ui/alert';
import { Card, CardTitle } from '../../../components/ui/card';
import { PageTitle } from '../../../components/ui/page-title';
import { canOrder } from '../../../components/admin/customer-finder';
import { CounterCustomer } from './counter-customer';
import { CounterDone, buyer, type CompletedSale } from './counter-done';
import { withProduct } from './counter-sale';
import { paymentsToSend, tenderParts, type PaymentEntry } from './counter-payments';
import { saleRequest, useCounterQuote } from './use-counter-quote';
import { CounterPayCard, saleProblem, type SaleProblem } from './counter-pay-card';
import { SaleLines } from './sale-lines';
import { useCounterKeys } from './use-counter-keys';
import { ProductFinder, ScanBox, type ScanProblem } from './counter-products';
import { ParkedSales } from './parked-sales-list';
import { useWords } from '../../../i18n/use-words';
import { parkSale, readParkedSales, resumeSale, type CounterDraft, type ParkedSale } from './parked-sales';

const EMPTY: CounterDraft = { customer: null, lines: [], pointsToUse: 0 };

/**
 * /admin/counter (issue 25 point 3): a sale over the counter, keyboard first. Scan (or search, or
 * tap a tile), say who is buying, take the money, complete with one key: the server places,
 * delivers and records the payment in one go, and the receipt prints or goes on WhatsApp.
 */
export default function CounterPage() {
  const queryClient = useQueryClient();
  const { t, m } = useWords('admin');
  const [draft, setDraft] = useState<CounterDraft>(EMPTY);
  const [payments, setPayments] = useState<PaymentEntry[]>([]);
  const [search, setSearch] = useState('');
  const [scanProblem, setScanProblem] = useState<ScanProblem | null>(null);
  const [problem, setProblem] = useState<SaleProblem | null>(null);
  const [completing, setCompleting] = useState(false);
  const [done, setDone] = useState<CompletedSale | null>(null);
  const [parked, setParked] = useState<ParkedSale[]>(() => readParkedSales());
  const scanBox = useRef<HTMLInputElement>(null);
  const keys = useRef(createKeyKeeper());

  const focusScan = useCallback(() => scanBox.current?.focus(), []);

  const { customer, lines } = draft;
  const { quote: shownQuote, current: quoteIsCurrent, pricing, error: quoteError } = useCounterQuote(draft);
  const tender = tenderState(shownQuote?.amountPaidPaise ?? 0, tenderParts(payments));
  const canComplete = quoteIsCurrent && tender.problem === null && (customer === null || canOrder(customer));

  const update = (change: Partial<CounterDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblem(null);
  };
  const addProduct = (product: Measure & { id: string; name: string }, quantity?: number) => {
    setDraft((current) => ({ ...current, lines: withProduct(current.lines, product, quantity) }));
    setProblem(null);
  };

  const scan = async (code: string) => {
    setScanProblem(null);
    try {
      const { product, quantity } = await counterApi.byBarcode(code);
      addProduct(product, quantity);
    } catch (error) {
      const unknown = error instanceof ApiError && error.code === 'NOT_FOUND';
      setScanProblem({ code, message: errorMessage(error), unknown });
    }
    focusScan();
  };

  const startAfresh = (next: CounterDraft = EMPTY) => {
    setDraft(next);
    setPayments([]);
    setProblem(null);
    setScanProblem(null);
    setSearch('');
    keys.current.reset();
    focusScan();
  };

  const complete = async () => {
    if (!canComplete || completing) return;
    const input: CounterSaleInput = { ...saleRequest(draft), payments: paymentsToSend(payments) };
    setCompleting(true);
    setProblem(null);
    try {
      // The same sale retried (a double press, a lost answer) keeps its key: the server makes one sale.
      const sale = await counterApi.complete(input, keys.current.keyFor(input));
      keys.current.reset();
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      setDone({ sale, customer: customer && buyer(customer) });
      startAfresh();
    } catch (error) {
      setProblem(saleProblem(error));
    } finally {
      setCompleting(false);
    }
  };

  useCounterKeys(complete, focusScan);

  const park = () => {
    setParked(parkSale(draft, shownQuote?.amountPaidPaise ?? null));
    startAfresh();
  };
  const resume = (id: string) => {
    // The sale on screen, if any, is parked in its place: nothing is lost by resuming.
    if (lines.length > 0) parkSale(draft, shownQuote?.amountPaidPaise ?? null);
    const { sale } = resumeSale(id);
    setParked(readParkedSales());
    if (sale) startAfresh({ customer: sale.customer, lines: sale.lines, pointsToUse: sale.pointsToUse });
  };

  if (done)
    return (
      <CounterDone
        completed={done}
        onNewSale={() => {
          setDone(null);
          // The scan box is back on screen on the next paint.
          requestAnimationFrame(focusScan);
        }}
      />
    );

  const itemsProblem = Object.entries(problem?.fields ?? {}).find(([field]) =>
    field.startsWith('items'),
  )?.[1];

  return (
    <div className="space-y-4">
      <PageTitle title={t('admin.counter.title')} description={t('admin.counter.intro')} />
      {/* On a phone: the items, who pays and how, then finding products; side by side on a wide screen. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr]">
        <Card className="space-y-4">
          <CardTitle>{t('admin.counter.items')}</CardTitle>
          <ScanBox
            inputRef={scanBox}
            onScan={(code) => void scan(code)}
            problem={scanProblem}
            onSearchInstead={(text) => {
              setScanProblem(null);
              setSearch(text);
            }}
          />
          <SaleLines lines={lines} quote={shownQuote} onLines={(next) => update({ lines: next })} />
          {quoteError && <Alert tone="error">{m(errorMessage(quoteError))}</Alert>}
          {itemsProblem && <Alert tone="error">{m(itemsProblem)}</Alert>}
        </Card>

        <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card className="space-y-3">
            <CardTitle>{t('admin.counter.customer')}</CardTitle>
            <CounterCustomer
              customer={customer}
              onCustomer={(found) => update({ customer: found, pointsToUse: 0 })}
            />
          </Card>
          <CounterPayCard
            quote={shownQuote}
            current={quoteIsCurrent}
            pricing={pricing}
            customer={customer}
            pointsToUse={draft.pointsToUse}
            onPointsToUse={(points) => update({ pointsToUse: points })}
            payments={payments}
            onPayments={(entries) => {
              setPayments(entries);
              setProblem(null);
            }}
            problem={problem}
            completing={completing}
            canComplete={canComplete}
            onComplete={() => void complete()}
            canPark={lines.length > 0}
            onPark={park}
          />
          <ParkedSales sales={parked} onResume={resume} />
        </div>

        <Card className="space-y-3 lg:col-start-1">
          <CardTitle>{t('admin.counter.findProduct')}</CardTitle>
          <ProductFinder
            search={search}
            onSearch={setSearch}
            onAdd={(product: PublicProduct) => addProduct(product)}
          />
        </Card>
      </div>
    </div>
  );
}
