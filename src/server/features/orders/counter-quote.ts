import type { CounterQuote, CounterQuoteRequest } from '../../../domain/counter-sale.schemas';
import { lineAmountPaise } from '../../../domain/line-amount';
import { counterMessages } from '../../../domain/messages';
import { toStoredQuantity } from '../../../domain/quantities';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { walkInCustomer } from '../customers';
import { quoteCartForApi } from './cart-quote';
import { counterCart } from './counter-items';
import { orderingCustomer } from './ordering-customer';

/**
 * POST /api/admin/counter/quote: the sale priced as completing it would (the checkout's quote
 * on the resolved cart), for the customer found or a walk-in, with each line's amount.
 */
export async function quoteCounterSale(db: Database, input: CounterQuoteRequest): Promise<CounterQuote> {
  const customer = input.customer ? await orderingCustomer(db, input.customer) : null;
  if (!customer && input.pointsToUse > 0) {
    const message = counterMessages.walkInPoints;
    throw new AppError('VALIDATION_FAILED', message, { pointsToUse: message });
  }
  const items = await counterCart(db, input.items);
  const quote = await quoteCartForApi(
    db,
    customer ?? (await walkInCustomer(db)),
    { items, pointsToUse: input.pointsToUse },
    { pointMoney: customer !== null },
  );
  return {
    ...quote,
    lines: quote.lines.map((line) => ({
      ...line,
      lineAmountPaise:
        lineAmountPaise(line.unitPricePaise, toStoredQuantity(line.quantity, line.weighed), line.weighed) -
        line.offerDiscountPaise,
    })),
    customer,
  };
}
