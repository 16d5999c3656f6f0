import type { CounterQuote, CounterQuoteRequest } from '../../../domain/counter-sale.schemas';
import { lineAmountPaise } from '../../../domain/line-amount';
import { counterMessages } from '../../../domain/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { walkInCustomer } from '../customers';
import { quoteCart, quoteInUnits, withoutPointMoney } from './cart-quote';
import { counterCart } from './counter-items';
import { orderingCustomer } from './ordering-customer';

/**
 * POST /api/admin/counter/quote: the sale priced as completing it would (the checkout's quoteCart
 * on the resolved cart), for the customer found or a walk-in, with each line's amount.
 */
export async function quoteCounterSale(db: Database, input: CounterQuoteRequest): Promise<CounterQuote> {
  const customer = input.customer ? await orderingCustomer(db, input.customer) : null;
  if (!customer && input.pointsToUse > 0) {
    const message = counterMessages.walkInPoints;
    throw new AppError('VALIDATION_FAILED', message, { pointsToUse: message });
  }
  const items = await counterCart(db, input.items);
  const priced = await quoteCart(db, customer ?? (await walkInCustomer(db)), {
    items,
    pointsToUse: input.pointsToUse,
  });
  const quote = quoteInUnits(customer ? priced : withoutPointMoney(priced));
  return {
    ...quote,
    lines: quote.lines.map((line, index) => ({
      ...line,
      lineAmountPaise:
        lineAmountPaise(line.unitPricePaise, priced.lines[index]!.quantity, line.weighed) -
        line.offerDiscountPaise,
    })),
    customer,
  };
}
