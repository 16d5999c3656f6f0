/**
 * How much one order may hold: lines in a cart, and units of one product. The order schemas check
 * them on the server; the cart's buttons stop at them without loading the schemas (or zod).
 */
export const MAX_LINES = 50;
export const MAX_QUANTITY = 99;
