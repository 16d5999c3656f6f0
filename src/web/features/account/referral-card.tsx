import { useState } from 'react';
import { Link } from 'react-router';
import { Check, Copy, MessageCircle, UserPlus } from 'lucide-react';
import { QrCode } from '../../components/qr-code';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/field';
import { notify } from '../../lib/notify';
import { referralLink, whatsAppShareLink } from './referral';

/** The customer's invitation: link with Copy, its QR code, and a WhatsApp share button. */
export function ReferralCard({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notify.success('Referral link copied');
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      // No clipboard (plain http, or refused): select the text so a long-press copies it.
      const input = document.getElementById('referral-link');
      if (input instanceof HTMLInputElement) input.select();
      notify.info('Select the link and copy it');
    }
  };

  return (
    <Card id="invite" className="scroll-mt-24 space-y-4">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800">
          <UserPlus aria-hidden="true" className="size-6" />
        </span>
        <div className="space-y-0.5">
          <CardTitle>Invite friends</CardTitle>
          <p className="text-sm text-sand-700">
            Friends who register with your link join under your code{' '}
            <span className="font-mono font-semibold">{code}</span>. You earn point money on their delivered
            orders once your account is approved.{' '}
            <Link
              to="/referral-terms"
              className="inline-block py-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              Referral terms
            </Link>
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCode
          value={link}
          label={`QR code for your referral link ${link}`}
          size={176}
          className="mx-auto size-44 shrink-0 sm:mx-0"
        />
        <div className="w-full min-w-0 space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor="referral-link">Your referral link</Label>
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
              {copied ? 'Copied' : 'Copy link'}
            </Button>
            <a
              href={whatsAppShareLink(link, code)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary', 'md', 'bg-[#1f7a4d] hover:bg-[#17603c]')}
            >
              <MessageCircle aria-hidden="true" className="size-4" /> Share on WhatsApp
            </a>
          </div>
        </div>
      </div>
    </Card>
  );
}
