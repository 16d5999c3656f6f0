import { Navigate, useParams } from 'react-router';
import { isTier } from '../../domain/tiers';
import { BuildingPage } from '../components/building-page';
import { NotFoundPage } from './not-found-page';

/** /membership/:tier. Platinum is not a tier: it goes to Diamond (DESIGN section 7). */
export function MembershipPage() {
  const slug = (useParams().tier ?? '').toLowerCase();
  if (slug === 'platinum') return <Navigate to="/membership/diamond" replace />;
  const tier = slug.charAt(0).toUpperCase() + slug.slice(1);
  if (!isTier(tier)) return <NotFoundPage />;
  return <BuildingPage title={`${tier} Membership`} />;
}
