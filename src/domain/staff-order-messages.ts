/**
 * The words of orders staff enter: phone orders and the counter's sales. Their own module, free of
 * every other screen's words: the counter's screen and its payment rules use them, and messages.ts
 * would weigh 8 KB more on the counter's first load. messages.ts re-exports them.
 */

/** Orders staff enter for a customer who phoned or sent a WhatsApp message (docs/decisions/088). */
export const phoneOrderMessages = {
  customerNotFound: 'No customer has that phone number or code. Check it, or add them under Customers first.',
  notActive: (status: string) =>
    status === 'pending'
      ? 'This customer’s registration is waiting for approval. Approve it under Registrations before entering an order.'
      : 'This customer’s account is disabled, so no order can be entered for them.',
  findBy: 'Enter the customer’s phone number or code',
  addressRequired: 'Please enter the delivery address',
  placed: (orderId: string) => `Phone order ${orderId} placed. It waits for approval like any other order.`,
} as const;

/** The counter's sales (DESIGN 11.2, docs/decisions/089 to 091). */
export const counterMessages = {
  productOrBarcode: 'Each item needs a product or a barcode',
  emptySale: 'Add at least one item to the sale',
  paymentAboveZero: 'A payment must be more than ₹0',
  aboveDue: (due: string) => `UPI and khata together cannot be more than the ${due} due`,
  paidTooLittle: (short: string) => `The payments are ${short} short of what is due`,
  walkInPoints: 'A walk-in customer has no points to redeem. Find the customer by phone or code first.',
  walkInKhata: 'A walk-in customer has no khata. Find the customer by phone or code first.',
  labelCount: 'Scan each labelled pack, or give a whole number of them',
  phoneTaken: 'A customer with this phone number already exists. Find them by phone instead.',
  receiptNotFound: 'No receipt found at this address',
  added: (code: string) => `Customer added with code ${code}`,
} as const;
