import { Link } from 'react-router';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { TIERS } from '../../domain/tiers';
import { SHOP } from '../lib/shop-info';
import { LogoMark } from '../components/logo';
import { tierStyles } from '../components/ui/badge';
import { cn } from '../lib/cn';
import { useT } from '../i18n/i18n-context';
import type { TranslationKey } from '../i18n/translator';

const shopLinks: { to: string; label: TranslationKey }[] = [
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/services', label: 'nav.otherServices' },
  { to: '/faq', label: 'nav.faq' },
];

const helpLinks: { to: string; label: TranslationKey }[] = [
  { to: '/shipping-policy', label: 'footer.shippingPolicy' },
  { to: '/return-policy', label: 'footer.returnPolicy' },
  { to: '/privacy-policy', label: 'footer.privacyPolicy' },
  { to: '/track-order', label: 'nav.trackOrder' },
  { to: '/referral-terms', label: 'footer.referralTerms' },
];

const linkClass =
  'inline-flex min-h-11 items-center gap-2 text-sand-200 hover:text-white hover:underline sm:min-h-9';

function LinkColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-2 text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul>{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useT();
  return (
    <footer className="mt-16 bg-sand-900 text-sand-200">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 space-y-3 lg:col-span-1">
          <div className="flex items-center gap-2">
            <LogoMark />
            <p className="text-lg font-extrabold text-white">{SHOP.name}</p>
          </div>
          <p className="text-sm">
            {SHOP.tagline}. {t('footer.tagline')}
          </p>
          <ul className="space-y-1 text-sm">
            <li>
              <a href={SHOP.supportPhoneHref} className={linkClass}>
                <Phone aria-hidden="true" className="size-4" />
                {SHOP.supportPhone}
              </a>
            </li>
            <li>
              <a href={`mailto:${SHOP.supportEmail}`} className={linkClass}>
                <Mail aria-hidden="true" className="size-4" />
                {SHOP.supportEmail}
              </a>
            </li>
            <li className="flex items-start gap-2 py-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {SHOP.address}
            </li>
          </ul>
        </div>
        <LinkColumn title={t('footer.ourShop')}>
          {shopLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </LinkColumn>
        <LinkColumn title={t('footer.help')}>
          {helpLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </LinkColumn>
        <div className="col-span-2 grid grid-cols-2 gap-6 lg:col-span-1 lg:grid-cols-1">
          <LinkColumn title={t('footer.clubs')}>
            {TIERS.map((tier) => (
              <li key={tier}>
                <Link to={`/membership/${tier.toLowerCase()}`} className={linkClass}>
                  <span aria-hidden="true" className={cn('size-2.5 rounded-full', tierStyles[tier].dot)} />
                  {t(`tiers.${tier}`)}
                </Link>
              </li>
            ))}
          </LinkColumn>
          <div className="text-sm">
            <h2 className="mb-2 flex items-center gap-2 font-bold tracking-wide text-white uppercase">
              <Clock aria-hidden="true" className="size-4" />
              {t('footer.openingHours')}
            </h2>
            <dl className="space-y-1">
              {SHOP.hours.map((slot) => (
                <div key={slot.days}>
                  <dt className="font-semibold text-white">{slot.days}</dt>
                  <dd>{slot.time}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
      <div className="border-t border-sand-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-sand-300 sm:px-6">
          © {new Date().getFullYear()} {SHOP.name}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
