/**
 * The khata module (issue 23 point 4, docs/decisions/070): credit for regulars. It owns no table:
 * the limit is the customers module's, khata orders are the orders module's and the money paid
 * against them is the payments module's. It reads them together: what a customer owes, their
 * statement, and the owner's book of who owes what and since when.
 */
export { khataOwed, lockDueKhataOrders } from './khata-owed';
export { khataAccountsOwing } from './khata-accounts';
