import { useState } from 'react';
import { Coins, Gem, ShoppingBag, Sprout } from 'lucide-react';
import { formatPaise } from '../../../domain/money';
import type { PublicSettings } from '../../../domain/settings.schemas';
import { useT } from '../../i18n/i18n-context';
import { cn } from '../../lib/cn';

type Language = 'ml' | 'en';

/**
 * DESIGN 7: the how-it-works explainer is in Malayalam, with English one click away. The points
 * numbers are the shop's settings (DESIGN 4); until they arrive a step says its sentence without them.
 */
const STEPS = [
  {
    icon: Coins,
    ml: {
      title: 'പോയിന്റുകൾ നേടാം',
      text: (s?: PublicSettings) =>
        `ഓരോ ഉൽപ്പന്നത്തിനും ഒപ്പം പോയിന്റ് മണി ഉണ്ട്. ഓർഡർ വീട്ടിലെത്തുമ്പോൾ അത് നിങ്ങളുടെ അക്കൗണ്ടിൽ ചേരും.${s ? ` ഓരോ ${formatPaise(s.pointMoneyPerPointPaise)} പോയിന്റ് മണിക്കും 1 പോയിന്റ്; ഒരു പോയിന്റിന്റെ മൂല്യം ${formatPaise(s.pointValuePaise)}.` : ''} ബാക്കി വരുന്ന തുക അടുത്ത തവണത്തേക്ക് സൂക്ഷിക്കും.`,
    },
    en: {
      title: 'Earn points',
      text: (s?: PublicSettings) =>
        `Every product carries point money. When your order is delivered it is added to your account${s ? `: every ${formatPaise(s.pointMoneyPerPointPaise)} of point money becomes 1 point, and one point is worth ${formatPaise(s.pointValuePaise)}` : ''}. Anything left over is kept for next time.`,
    },
  },
  {
    icon: Gem,
    ml: {
      title: 'നാല് ക്ലബ്ബുകൾ',
      text: 'എല്ലാവരും ബ്രോൺസ് ക്ലബ്ബിൽ തുടങ്ങുന്നു. ഞങ്ങളോടൊപ്പമുള്ള ആകെ വാങ്ങലുകൾ കൂടുന്നതനുസരിച്ച് സിൽവർ, ഗോൾഡ്, ഡയമണ്ട് ക്ലബ്ബുകളിലേക്ക് ഉയരാം. ക്ലബ്ബ് ഉയരുന്തോറും ഓരോ ഉൽപ്പന്നത്തിനും കിഴിവ് കൂടും.',
    },
    en: {
      title: 'Four clubs',
      text: 'Everyone starts in the Bronze club. As your total shopping with us grows you move up to Silver, Gold and Diamond, and the discount on every product grows with you.',
    },
  },
  {
    icon: ShoppingBag,
    ml: {
      title: 'പോയിന്റുകൾ ഉപയോഗിക്കാം',
      text: (s?: PublicSettings) =>
        s
          ? `ചെക്ക്ഔട്ടിൽ പോയിന്റുകൾ ഉപയോഗിച്ച് ഓർഡർ തുകയുടെ ${s.redemptionCapPercent}% വരെ കുറയ്ക്കാം.`
          : 'ചെക്ക്ഔട്ടിൽ പോയിന്റുകൾ ഉപയോഗിച്ച് ഓർഡർ തുക കുറയ്ക്കാം.',
    },
    en: {
      title: 'Spend your points',
      text: (s?: PublicSettings) =>
        s
          ? `At checkout, use your points to pay for up to ${s.redemptionCapPercent}% of your order.`
          : 'At checkout, use your points to pay for part of your order.',
    },
  },
  {
    icon: Sprout,
    ml: {
      title: 'ഗുണമേന്മയുള്ള സാധനങ്ങൾ',
      text: 'പച്ചക്കറികളും പഴങ്ങളും എല്ലാ ദിവസവും രാവിലെ തിരഞ്ഞെടുക്കുന്നു, കഴിയുന്നിടത്തോളം നാട്ടിലെ കർഷകരിൽ നിന്നുതന്നെ. പുതുമയും ഗുണവും ഞങ്ങളുടെ ഉറപ്പ്.',
    },
    en: {
      title: 'Quality produce',
      text: 'Vegetables and fruit are picked every morning, from local farmers wherever we can. Freshness and quality are our promise.',
    },
  },
] as const;

const HEADINGS: Record<Language, string> = { ml: 'ഇത് എങ്ങനെ പ്രവർത്തിക്കുന്നു', en: 'How it works' };

const toggleClass = (active: boolean) =>
  cn(
    'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold transition-colors',
    active ? 'bg-white text-brand-800 shadow-sm' : 'text-sand-700 hover:text-sand-900',
  );

export function HowItWorks({ settings }: { settings: PublicSettings | undefined }) {
  const [language, setLanguage] = useState<Language>('ml');
  const { t } = useT();

  return (
    <section aria-labelledby="how-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="how-title" lang={language} className="text-2xl font-semibold tracking-tight">
          {HEADINGS[language]}
        </h2>
        <div
          role="group"
          aria-label={t('howItWorks.language')}
          className="inline-flex gap-1 rounded-xl bg-sand-100 p-1"
        >
          <button
            type="button"
            lang="ml"
            aria-pressed={language === 'ml'}
            className={toggleClass(language === 'ml')}
            onClick={() => setLanguage('ml')}
          >
            മലയാളം
          </button>
          <button
            type="button"
            aria-pressed={language === 'en'}
            className={toggleClass(language === 'en')}
            onClick={() => setLanguage('en')}
          >
            English
          </button>
        </div>
      </div>
      <ol lang={language} className="grid gap-4 sm:grid-cols-2">
        {STEPS.map(({ icon: Icon, ...step }, index) => (
          <li
            key={step.en.title}
            className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="space-y-1">
              <h3 className="font-semibold text-sand-900">
                <span className="sr-only">{index + 1}. </span>
                {step[language].title}
              </h3>
              <p className="text-sand-700">
                {typeof step[language].text === 'string'
                  ? step[language].text
                  : step[language].text(settings)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
