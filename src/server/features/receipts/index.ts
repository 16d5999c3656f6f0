/**
 * The receipts module: a counter sale's receipt for whoever holds its link (docs/decisions/090). It
 * owns no table: it reads the order (orders), its payments (payments) and its points (loyalty).
 */
export { counterReceipt } from './counter-receipt';
