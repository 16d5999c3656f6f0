/**
 * The statements module (issue 23, docs/decisions/066 and 067): reading a bank's statement file
 * into credits and deciding which order each credit pays. Pure for now; the upload route, the
 * review list and the tables will live here too. What other modules, workflows and tools may use.
 */
export { creditKeys } from './credit-key';
export {
  AMOUNT_WINDOW_DAYS,
  matchCredits,
  type CandidateOrder,
  type CreditMatches,
  type CreditToReview,
  type MatchedBy,
  type MatchedCredit,
  type SkippedCredit,
  type UnmatchedCredit,
} from './match-credits';
export { readStatement, type ReadStatement, type StatementCredit } from './read-statement';
export { BUILT_IN_LAYOUTS } from './statement-layouts';
export { STATEMENT_LIMITS } from './statement-limits';
