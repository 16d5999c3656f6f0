import { useState } from 'react';
import { Link } from 'react-router';
import { Check, Copy, MessageCircle, UserPlus } from 'lucide-react';
import { QrCode } from '../../components/qr-code';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/field';
import { notify } from '../../lib/notify';
import { SHOP } from '../../lib/shop-info';
import { BoldParts } from '../../i18n/bold-parts';
import { useWords } from '../../i18n/use-words';
import { referralLink, whatsAppShareLink } from './referral';

/** The customer's invitation: link with Copy, its QR code, and a WhatsApp share button. */
export function ReferralCard({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  const [copied, setCopied] = useState(false);
  const { t } = useWords('account');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notify.success(t('account.referral.copiedToast'));
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      // No clipboard (plain http, or refused): select the text so a long-press copies it.
      const input = document.getElementById('referral-link');
      if (input instanceof HTMLInputElement) input.select();
      notify.info(t('account.referral.selectToCopy'));
    }
  };

  return (
    <Card id="invite" className="scroll-mt-24 space-y-4">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800">
          <UserPlus aria-hidden="true" className="size-6" />
        </span>
        <div className="space-y-0.5">
          <CardTitle>{t('account.referral.title')}</CardTitle>
          <p className="text-sm text-sand-700">
            <BoldParts className="font-mono" text={t('account.referral.explain', { code })} />{' '}
            <Link
              to="/referral-terms"
              className="inline-block py-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {t('account.referral.terms')}
            </Link>
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCode
          value={link}
          label={t('account.referral.qrLabel', { link })}
          size={176}
          className="mx-auto size-44 shrink-0 sm:mx-0"
        />
        <div className="w-full min-w-0 space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor="referral-link">{t('account.referral.yourLink')}</Label>
            <Input
              id="referral-link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? t('account.referral.copied') : t('account.referral.copy')}
            </Button>
            <a
              href={whatsAppShareLink(t('account.referral.invitation', { shop: SHOP.name, code, link }))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary', 'md', 'bg-[#1f7a4d] hover:bg-[#17603c]')}
            >
              <MessageCircle aria-hidden="true" className="size-4" /> {t('account.referral.whatsApp')}
            </a>
          </div>
        </div>
      </div>
    </Card>
  );
}
