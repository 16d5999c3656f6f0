import { Clock, Eye, HeartHandshake, Leaf, Mail, MapPin, Phone, Scale, Target, Users } from 'lucide-react';
import { SHOP } from '../../lib/shop-info';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { useWords } from '../../i18n/use-words';

/** SPEC section 2: the About page's figures are fixed marketing numbers. */
const FIGURES = [
  { value: '1000+', label: 'info.about.figures.customers' },
  { value: '500+', label: 'info.about.figures.products' },
  { value: '4', label: 'info.about.figures.tiers' },
  { value: '98%', label: 'info.about.figures.satisfaction' },
] as const;

const VALUES = [
  { icon: Leaf, title: 'info.aboutText.freshTitle', text: 'info.aboutText.freshText' },
  { icon: Scale, title: 'info.aboutText.pricesTitle', text: 'info.aboutText.pricesText' },
  { icon: HeartHandshake, title: 'info.aboutText.serviceTitle', text: 'info.aboutText.serviceText' },
  { icon: Users, title: 'info.aboutText.rewardsTitle', text: 'info.aboutText.rewardsText' },
] as const;

export default function AboutPage() {
  const { t } = useWords('info');
  return (
    <div className="space-y-10">
      <PageTitle
        title={t('info.about.title')}
        description={t('info.aboutText.description', { shop: SHOP.name })}
      />

      <section aria-label={t('info.aboutText.inNumbers', { shop: SHOP.name })}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {FIGURES.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col rounded-2xl bg-brand-700 p-5 text-center text-white"
            >
              <dt className="text-sm font-medium text-brand-50">{t(figure.label)}</dt>
              <dd className="order-first text-3xl font-extrabold">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <Card className="space-y-2">
          <CardTitle className="flex items-center gap-2">
            <Target aria-hidden="true" className="size-5 text-brand-700" /> {t('info.aboutText.mission')}
          </CardTitle>
          <CardDescription className="text-base">{t('info.aboutText.missionText')}</CardDescription>
        </Card>
        <Card className="space-y-2">
          <CardTitle className="flex items-center gap-2">
            <Eye aria-hidden="true" className="size-5 text-brand-700" /> {t('info.aboutText.vision')}
          </CardTitle>
          <CardDescription className="text-base">{t('info.aboutText.visionText')}</CardDescription>
        </Card>
      </div>

      <section aria-labelledby="values-title" className="space-y-4">
        <h2 id="values-title" className="text-2xl font-bold tracking-tight">
          {t('info.aboutText.values')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full space-y-2">
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="font-bold text-sand-900">{t(title)}</h3>
                <p className="text-sm text-sand-700">{t(text)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="visit-title">
        <Card className="grid gap-6 md:grid-cols-2">
          <div className="space-y-3">
            <h2 id="visit-title" className="flex items-center gap-2 text-xl font-bold">
              <Clock aria-hidden="true" className="size-5 text-brand-700" /> {t('info.aboutText.hours')}
            </h2>
            <dl className="space-y-1">
              {SHOP.hours.map((slot) => (
                <div key={slot.days} className="flex flex-wrap gap-x-2">
                  <dt className="font-semibold text-sand-900">{slot.days}:</dt>
                  <dd className="text-sand-700">{slot.time}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="space-y-1">
            <h2 className="text-xl font-bold">{t('info.aboutText.getInTouch')}</h2>
            <a
              href={`mailto:${SHOP.supportEmail}`}
              className="flex min-h-11 items-center gap-3 font-semibold hover:text-brand-800"
            >
              <Mail aria-hidden="true" className="size-5 text-brand-700" /> {SHOP.supportEmail}
            </a>
            <a
              href={SHOP.supportPhoneHref}
              className="flex min-h-11 items-center gap-3 font-semibold hover:text-brand-800"
            >
              <Phone aria-hidden="true" className="size-5 text-brand-700" /> {SHOP.supportPhone}
            </a>
            <p className="flex items-start gap-3 py-2 text-sand-800">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" /> {SHOP.address}
            </p>
          </div>
        </Card>
      </section>
    </div>
  );
}
