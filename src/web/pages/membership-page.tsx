import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Gem } from 'lucide-react';
import { isTier, type Tier } from '../../domain/tiers';
import { SHOP } from '../lib/shop-info';
import { TierBadge, tierStyles } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { EmptyState, QueryErrorState } from '../components/ui/empty-state';
import { PageTitle, Skeleton } from '../components/ui/page-title';
import { cn } from '../lib/cn';
import { useAuth } from '../lib/auth/auth-context';
import { clubTiersQueryOptions } from '../lib/storefront/storefront.queries';
import { NotFoundPage } from '../components/not-found-page';
import { useWords } from '../i18n/use-words';

/**
 * An item's picture, or the club's placeholder (its colours and gem) when it has none or its
 * picture does not load (an external link that went dead): never the browser's broken-image icon.
 */
function ClubPicture({ src, tier }: { src: string | null; tier: Tier }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src)
    return (
      <div
        data-club-placeholder={tier}
        aria-hidden="true"
        className={cn('grid aspect-[4/3] w-full place-items-center', tierStyles[tier].badge)}
      >
        <Gem className="size-14 opacity-80" />
      </div>
    );
  return (
    <img
      src={src}
      alt=""
      width={480}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className="aspect-[4/3] w-full bg-sand-100 object-cover"
    />
  );
}

function ClubShowcase({ tier }: { tier: Tier }) {
  const query = useQuery(clubTiersQueryOptions(tier));
  const { t } = useWords('account');
  if (query.status === 'pending')
    return (
      <ul
        aria-busy="true"
        aria-label={t('account.membership.loadingShowcase')}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  if (query.status === 'error') return <QueryErrorState query={query} />;
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={Gem}
        title={t('account.membership.comingSoon')}
        description={t('account.membership.shopOpen')}
      />
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((item) => (
        <li
          key={item.id}
          className={cn('overflow-hidden rounded-2xl bg-white shadow-sm ring-2', tierStyles[tier].ring)}
        >
          <ClubPicture src={item.imageUrl} tier={tier} />
          <div className="space-y-2 p-5">
            <h3 className="text-lg font-bold text-sand-900">{item.title}</h3>
            <p className="text-sm text-sand-700">{item.description}</p>
            {item.price && <p className="font-semibold text-brand-800">{item.price}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /membership/:tier: the club's benefits and its showcase. Platinum is not a tier: it goes to Diamond (DESIGN 7). */
export default function MembershipPage() {
  const slug = (useParams().tier ?? '').toLowerCase();
  const { user } = useAuth();
  const { t } = useWords('account');
  if (slug === 'platinum') return <Navigate to="/membership/diamond" replace />;
  const tier = slug.charAt(0).toUpperCase() + slug.slice(1);
  if (!isTier(tier)) return <NotFoundPage />;
  const isMine = user?.role === 'customer' && user.tier === tier;
  const tierName = t(`tiers.${tier}`);

  return (
    <div className="space-y-8">
      <PageTitle
        title={t('account.membership.title', { tier: tierName })}
        description={t('account.membership.description', { tier: tierName, shop: SHOP.name })}
      />
      <Card className={cn('grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center', tierStyles[tier].badge)}>
        <span className="grid size-16 place-items-center rounded-2xl bg-white/70">
          <Gem aria-hidden="true" className="size-9" />
        </span>
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-lg font-bold">
            <TierBadge tier={tier} /> {t('account.membership.club', { tier: tierName })}
            {isMine && <span className="text-sm font-semibold">{t('account.membership.yourClub')}</span>}
          </p>
          {/* Plain words only: the thresholds and discounts are settings the admin may change (DESIGN 4). */}
          <p>
            {t(`account.membership.lines.${tier}`)} {t('account.membership.everyClub')}
          </p>
        </div>
      </Card>
      <section aria-labelledby="showcase-title" className="space-y-4">
        <h2 id="showcase-title" className="text-2xl font-bold tracking-tight">
          {t('account.membership.showcase', { tier: tierName })}
        </h2>
        <ClubShowcase tier={tier} />
      </section>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/shop" size="lg">
          {t('account.membership.shopNow')}
        </ButtonLink>
        {!user && (
          <ButtonLink to="/register" variant="outline" size="lg">
            {t('account.membership.join')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
