/**
 * The loyalty module (docs/decisions/043): it owns `points_ledger`, and every change of a
 * customer's points or point money goes through it (the balances on the customer row are the
 * ledger's cache, written through the customers module). What other modules, workflows and tools
 * may use; everything else in this folder is its own.
 */
export {
  awardOrderPoints,
  nothingAwarded,
  refundOrderPoints,
  type AwardTiming,
  type OrderForPoints,
} from './order-points';
export {
  claimDueAwards,
  holdLinkRewards,
  nextRelease,
  pendingReleases,
  releaseAwards,
  takeBackPendingSpend,
  voidLinkRewards,
  type DueAward,
  type RewardLink,
} from './pending-awards';
export { orderEarning } from './order-earning';
export { refreshPointsLiability } from './points-liability';
export { POINTS_LEDGER_CSV_HEADER, pointsLedgerRows } from './points-ledger-csv';
export {
  changePoints,
  creditPointMoney,
  deleteLedgerOf,
  recordOpeningBalances,
  type OpeningBalance,
  type RefundedShare,
} from './points-ledger';
export {
  expireLockedPoints,
  lockCustomersWithPointsDue,
  nextExpiryOf,
  upcomingExpiries,
} from './points-expiry';
