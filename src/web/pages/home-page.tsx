import { Link } from 'react-router';
import { ArrowRight, Clock, Gem, Gift, Handshake, Mail, Phone, ShoppingBasket, Sprout } from 'lucide-react';
import { formatPaise } from '../../domain/money';
import type { PublicSettings } from '../../domain/settings.schemas';
import { TIERS } from '../../domain/tiers';
import { SHOP } from '../lib/shop-info';
import { TierBadge, tierStyles } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button';
import { Card, CardDescription, CardTitle } from '../components/ui/card';
import { useAuth } from '../lib/auth/auth-context';
import { HomeLeaderboard } from '../features/leaderboard/home-leaderboard';
import { HowItWorks } from '../features/home/how-it-works';
import { joinedToday } from '../features/home/welcome';
import { PendingApprovalNote } from '../features/account/pending-approval-note';
import { cn } from '../lib/cn';
import { usePublicSettings } from '../lib/public-settings';
import { useT } from '../i18n/i18n-context';
import type { TranslationKey, Translator } from '../i18n/translator';

const FEATURES: {
  icon: typeof Sprout;
  title: TranslationKey;
  text: (t: Translator['t'], settings?: PublicSettings) => string;
}[] = [
  { icon: Sprout, title: 'home.freshTitle', text: (t) => t('home.freshText') },
  {
    icon: Gift,
    title: 'home.pointsTitle',
    text: (t, s) =>
      s
        ? t('home.pointsText', { amount: formatPaise(s.pointMoneyPerPointPaise) })
        : t('home.pointsTextPlain'),
  },
  { icon: Gem, title: 'home.clubsTitle', text: (t) => t('home.clubsText') },
  { icon: Handshake, title: 'home.referTitle', text: (t) => t('home.referText') },
];

function Hero() {
  const { user } = useAuth();
  const { t, lang } = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 via-white to-accent-100 ring-1 ring-brand-100"
    >
      <div className="grid items-center gap-8 p-6 sm:p-10 md:grid-cols-[1.3fr_1fr]">
        <div className="space-y-5">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
            <Sprout aria-hidden="true" className="size-4" />
            {SHOP.tagline}
          </p>
          <h1
            id="hero-title"
            className="text-3xl leading-tight font-extrabold tracking-tight text-sand-900 sm:text-5xl"
          >
            {t('home.heroStart')} <span className="text-brand-700">{t('home.heroEnd')}</span>
          </h1>
          {/* The shop's promise is its own English words; the Malayalam line says it in Malayalam. */}
          {lang === 'en' && <p className="max-w-xl text-lg text-sand-700">{SHOP.promise}</p>}
          <p lang="ml" className="text-base font-medium text-brand-900">
            പുതുമയുള്ള സാധനങ്ങൾ, ന്യായവില, ഓരോ വാങ്ങലിലും പോയിന്റുകൾ.
          </p>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <ButtonLink to="/shop" size="lg" className="col-span-2">
              <ShoppingBasket aria-hidden="true" className="size-5" />
              {t('home.shopNow')}
            </ButtonLink>
            {!user && (
              <>
                <ButtonLink to="/register" variant="secondary" size="lg">
                  {t('nav.register')}
                </ButtonLink>
                <ButtonLink to="/login" variant="outline" size="lg">
                  {t('home.login')}
                </ButtonLink>
              </>
            )}
          </div>
          {user && (
            <Link
              to={user.role === 'customer' ? '/profile' : '/admin'}
              className="inline-block py-2.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {joinedToday(user)
                ? t('home.welcome', { name: user.name })
                : t('home.welcomeBack', { name: user.name })}{' '}
              {user.role === 'customer' && <TierBadge tier={user.tier} className="align-middle" />}{' '}
              <ArrowRight aria-hidden="true" className="inline size-4 align-middle" />
            </Link>
          )}
        </div>
        <ClubLadder />
      </div>
    </section>
  );
}

/** A small picture of the four clubs, in their tier colours. */
function ClubLadder() {
  const { t } = useT();
  return (
    <div
      aria-hidden="true"
      className="hidden rounded-2xl bg-white/90 p-5 shadow-sm ring-1 ring-sand-200 md:block"
    >
      <p className="mb-4 text-sm font-bold tracking-wide text-sand-700 uppercase">
        {t('home.membershipClubs')}
      </p>
      <ol className="space-y-3">
        {TIERS.map((tier, index) => (
          <li key={tier} className="flex items-center gap-3" style={{ paddingLeft: `${index * 0.75}rem` }}>
            <span className={cn('size-3 rounded-full', tierStyles[tier].dot)} />
            <TierBadge tier={tier} />
            <span className="h-2 flex-1 rounded-full bg-sand-100">
              <span
                className={cn('block h-2 rounded-full', tierStyles[tier].dot)}
                style={{ width: `${40 + index * 20}%` }}
              />
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-sand-700">{t('home.climb')}</p>
    </div>
  );
}

function Features({ settings }: { settings: PublicSettings | undefined }) {
  const { t } = useT();
  return (
    <section aria-labelledby="features-title" className="space-y-5">
      <h2 id="features-title" className="text-2xl font-bold tracking-tight">
        {t('home.whyShop', { shop: SHOP.name })}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="space-y-3">
            <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <CardTitle className="text-base">{t(title)}</CardTitle>
            <CardDescription>{text(t, settings)}</CardDescription>
          </Card>
        ))}
      </div>
    </section>
  );
}

function Clubs() {
  const { t } = useT();
  return (
    <section aria-labelledby="clubs-title" className="space-y-5">
      <h2 id="clubs-title" className="text-2xl font-bold tracking-tight">
        {t('home.ourClubs')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TIERS.map((tier) => (
          <li key={tier}>
            <Link
              to={`/membership/${tier.toLowerCase()}`}
              className={cn(
                'flex min-h-20 flex-col justify-center gap-1 rounded-2xl p-4 ring-1 transition-shadow hover:shadow-md',
                tierStyles[tier].badge,
              )}
            >
              <span className="text-lg font-bold">{t(`tiers.${tier}`)}</span>
              <span className="inline-flex items-center gap-1 text-sm font-medium">
                {t('home.seeBenefits')} <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Support() {
  const { t } = useT();
  return (
    <section aria-labelledby="support-title">
      <Card className="grid gap-6 md:grid-cols-[1.2fr_1fr]">
        <div className="space-y-2">
          <h2 id="support-title" className="text-2xl font-bold tracking-tight">
            {t('home.needHelp')}
          </h2>
          <p className="text-sand-700">{t('home.callOrWrite')}</p>
          <ButtonLink to="/contact" variant="outline" className="mt-2">
            {t('home.contactUs')}
          </ButtonLink>
        </div>
        <ul className="space-y-2 text-sand-800">
          <li>
            <a
              href={SHOP.supportPhoneHref}
              className="inline-flex min-h-11 items-center gap-3 font-semibold hover:text-brand-800"
            >
              <Phone aria-hidden="true" className="size-5 text-brand-700" />
              {SHOP.supportPhone}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${SHOP.supportEmail}`}
              className="inline-flex min-h-11 items-center gap-3 font-semibold hover:text-brand-800"
            >
              <Mail aria-hidden="true" className="size-5 text-brand-700" />
              {SHOP.supportEmail}
            </a>
          </li>
          <li className="flex items-start gap-3 py-2">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              {SHOP.hours.map((slot) => (
                <span key={slot.days} className="block">
                  {slot.days}: {slot.time}
                </span>
              ))}
            </span>
          </li>
        </ul>
      </Card>
    </section>
  );
}

/** '/': hero, the leaderboard block (guests see first names and initials), the Malayalam explainer, features, clubs and support. */
export default function HomePage() {
  const { user } = useAuth();
  const settings = usePublicSettings();
  const { t } = useT();
  return (
    <div className="space-y-12">
      <title>{`${SHOP.name} · ${t('titles.home')}`}</title>
      <Hero />
      {user?.role === 'customer' && user.status === 'pending' && <PendingApprovalNote className="-mt-6" />}
      {user?.role !== 'admin' && <HomeLeaderboard />}
      <HowItWorks settings={settings} />
      <Features settings={settings} />
      <Clubs />
      <Support />
    </div>
  );
}
