/**
 * The statements module (issue 23, docs/decisions/066 and 067): reading a bank's statement file
 * into credits and deciding which order each credit pays (pure), and the uploads applied, their
 * credits and the review list (decision 068: it owns statements, statement_credits and
 * statement_mappings). What other modules, workflows and tools may use.
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
export { candidateQuery } from './statement-candidates';
export { uploadStatement, type StatementFile } from './statement-upload.service';
export { creditToSettle, markCreditSettled } from './credit-settlement';
export { creditPaymentReference } from './utr';
export type { CreditDecision } from './statement-review.service';
