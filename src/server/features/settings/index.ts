/** The settings module (docs/decisions/043): it owns `settings`. What other modules and workflows use. */
export { loadExpiryRule, loadLoyaltySettings, type LoyaltySettings } from './loyalty-settings';
export { loadScaleLabelLayout } from './scale-label-settings';
