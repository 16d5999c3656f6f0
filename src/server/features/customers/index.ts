/**
 * The customers module (docs/decisions/043): it owns `customers` and `customer_monthly_spend`
 * (and the counts, downline sizes and ranking tallies the database's triggers keep from them).
 * Every write of a customer row goes through here. What other modules, workflows and tools may
 * use; everything else in this folder is its own.
 */
export { lockCustomersInOrder, movePointBalances, updatePointBalances } from './customer-balances';
export { saveDeliveryAddress, saveLanguage, saveOwnDetails } from './customer-details';
export { updateCustomerDetails } from './customer-edit';
export { creditLimitOf, lockCreditCustomer, saveCreditLimit } from './customer-credit';
export { customerCounts } from './customer-list';
export { addCounterCustomer } from './counter-customer';
export { findCustomerByKey, walkInCustomer, type FoundCustomer } from './customer-lookup';
export { savePasswordHash } from './customer-passwords';
export { lockCustomerForOrder, type CustomerForOrder } from './customer-read';
export { insertRegisteredCustomer } from './customer-registration';
export { deleteCustomersLeavesFirst, rewindCustomerCodes, saveCustomerStatus } from './customer-removal';
export { addOrderSpend, addOrderSpends, takeBackOrderSpend, type OrderForSpend } from './order-spend';
