/**
 * The referral review module (DESIGN 11.3, docs/decisions/081): it owns `referral_flags`,
 * `referral_flag_reasons` and the marks its rules compare (`referral_address_marks`,
 * `referral_payer_marks`). What other modules and workflows use.
 */
export { noteAddress, noteJoin, notePayer } from './flag-rules';
export { lockFlag, reviewedUplines, saveDecision, type FlagStatus, type LockedFlag } from './flag-store';
