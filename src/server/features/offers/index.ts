/**
 * The offers module (docs/decisions/043): it owns `offers`. What other modules, workflows and
 * tools may use: the offers that price a cart today (docs/decisions/076).
 */
export { currentOffersFor } from './offers.service';
