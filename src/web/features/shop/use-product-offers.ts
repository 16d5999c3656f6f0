import { useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '../../../domain/catalogue.schemas';
import { offersOnProduct } from '../../../domain/offers';
import { useAuth } from '../../lib/auth/auth-context';
import { offersQueryOptions } from '../../lib/offers/offers.queries';

/** The most current offers a shop has at once, as the API gives them (one request). */
const MOST_OFFERS = 50;

/**
 * What the signed-in customer's current offers do on a product, for its card ("10% off Snacks &
 * Bakery"): checkout prices them on the server (docs/decisions/076). Guests see none.
 */
export function useProductOffers(): (product: PublicProduct) => string[] {
  const { user } = useAuth();
  const offers = useQuery({ ...offersQueryOptions(MOST_OFFERS), enabled: user?.role === 'customer' });
  return (product) => offersOnProduct(offers.data ?? [], product).map((offer) => offer.effect!);
}
