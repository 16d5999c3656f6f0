import { useQuery } from '@tanstack/react-query';
import { Calculator, Mail, MessageCircle, Phone, Users } from 'lucide-react';
import { referralTerms, type ReferralTerms } from '../../../domain/referral-terms';
import { Card, CardTitle } from '../../components/ui/card';
import { QueryErrorState } from '../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../components/ui/page-title';
import { SHOP } from '../../lib/shop-info';
import { referralTermsQueryOptions } from './referral-terms.queries';
import { useWords } from '../../i18n/use-words';

const contactClass = 'flex min-h-11 items-center gap-3 font-semibold text-sand-900 hover:text-brand-800';

/** Whose purchases pay a level, seen from the member who earns. */
const buyerKey = (level: number) =>
  level === 1 ? 'info.referral.buyer1' : level === 2 ? 'info.referral.buyer2' : 'info.referral.buyerN';

/**
 * The terms' sentences are written in English from the shop's settings (domain/referral-terms.ts):
 * in Malayalam they keep `lang="en"` until that writer has a Malayalam version.
 */
function Levels({ terms }: { terms: ReferralTerms }) {
  const { t, lang } = useWords('info');
  const english = lang === 'en' ? undefined : 'en';
  return (
    <Card className="space-y-4">
      <CardTitle className="flex items-center gap-2">
        <Users aria-hidden="true" className="size-5 text-brand-700" /> {t('info.referral.whatYouEarn')}
      </CardTitle>
      <p lang={english} className="text-sand-700">
        {terms.reach}
      </p>
      {terms.active && (
        <dl className="divide-y divide-sand-200 rounded-xl border border-sand-200">
          {terms.levels.map((level) => (
            <div key={level.level} className="flex items-center justify-between gap-4 px-4 py-3">
              <dt>
                <span className="block text-sm font-semibold text-sand-600">
                  {t('info.referral.level', { level: level.level })}
                </span>
                <span className="text-sand-900">{t(buyerKey(level.level), { level: level.level })}</span>
              </dt>
              <dd className="shrink-0 text-right">
                <span className="block text-2xl font-extrabold text-brand-800">{level.percent}%</span>
                <span className="text-sm text-sand-600">{t('info.referral.ofPointMoney')}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

function Example({ sentences }: { sentences: string[] }) {
  const { t, lang } = useWords('info');
  return (
    <section aria-labelledby="example-title" className="space-y-3 rounded-2xl bg-brand-50 p-5">
      <h2 id="example-title" className="flex items-center gap-2 text-lg font-bold text-sand-900">
        <Calculator aria-hidden="true" className="size-5 text-brand-700" /> {t('info.referral.example')}
      </h2>
      <ul lang={lang === 'en' ? undefined : 'en'} className="list-disc space-y-2 pl-5 text-sand-800">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}

function Questions() {
  const { t } = useWords('info');
  return (
    <Card className="space-y-2">
      <CardTitle>{t('info.referral.questions')}</CardTitle>
      <p className="text-sand-700">{t('info.referral.askUs')}</p>
      <a href={SHOP.supportPhoneHref} className={contactClass}>
        <Phone aria-hidden="true" className="size-5 text-brand-700" /> {SHOP.supportPhone}
      </a>
      <a href={SHOP.supportWhatsAppHref} target="_blank" rel="noopener noreferrer" className={contactClass}>
        <MessageCircle aria-hidden="true" className="size-5 text-brand-700" /> {t('info.referral.whatsApp')}
      </a>
      <a href={`mailto:${SHOP.supportEmail}`} className={contactClass}>
        <Mail aria-hidden="true" className="size-5 text-brand-700" /> {SHOP.supportEmail}
      </a>
    </Card>
  );
}

/** /referral-terms: the referral scheme's terms, written from the shop's settings (DESIGN 7a). */
export default function ReferralTermsPage() {
  const query = useQuery(referralTermsQueryOptions());
  const terms = query.status === 'success' ? referralTerms(query.data) : null;
  const { t, lang } = useWords('info');

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle
        className="mb-0"
        title={t('info.referral.title')}
        description={t('info.referral.description')}
      />
      {query.status === 'pending' && (
        <Card aria-busy="true" className="space-y-3">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </Card>
      )}
      {query.status === 'error' && <QueryErrorState query={query} />}
      {terms && (
        <>
          <Levels terms={terms} />
          {terms.example.length > 0 && <Example sentences={terms.example} />}
          <section aria-labelledby="rules-title" className="space-y-3">
            <h2 id="rules-title" className="text-xl font-bold tracking-tight text-sand-900">
              {t('info.referral.rules')}
            </h2>
            <ul lang={lang === 'en' ? undefined : 'en'} className="grid gap-3 sm:grid-cols-2">
              {terms.rules.map((rule) => (
                <li key={rule.title}>
                  <Card className="h-full space-y-1">
                    <h3 className="font-bold text-sand-900">{rule.title}</h3>
                    <p className="text-sm text-sand-700">{rule.text}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <Questions />
    </div>
  );
}
