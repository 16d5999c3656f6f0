import { useRef, useState } from 'react';
import { Check, Copy, MessageCircle } from 'lucide-react';
import type { ResetLink } from '../../../../domain/customers.schemas';
import { formatTime } from '../../../lib/dates';
import { Button, buttonClass } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';

/** Whole minutes from now until `iso` (at least 0). */
function minutesUntil(iso: string): number {
  return Math.max(0, Math.round((new Date(iso).getTime() - Date.now()) / 60_000));
}

/**
 * A reset link just made: the link itself (selectable), how long it lasts, Copy, and Share on
 * WhatsApp, which opens a chat with the customer's number and the link typed in.
 */
export function ResetLinkBox({ link, customerName }: { link: ResetLink; customerName: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'select'>('idle');

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy('copied');
    } catch {
      // No clipboard (an http address, a refused permission): select it for the person to copy.
      input.current?.focus();
      input.current?.select();
      setCopy('select');
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <div className="space-y-1.5">
        <Label htmlFor="reset-link-url">Reset link for {customerName}</Label>
        <Input
          ref={input}
          id="reset-link-url"
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm"
          aria-describedby="reset-link-expiry"
        />
        <p id="reset-link-expiry" className="text-sm text-sand-800">
          Works once, valid for {minutesUntil(link.expiresAt)} minutes, until{' '}
          <time dateTime={link.expiresAt}>{formatTime(link.expiresAt)}</time>.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => void copyLink()} className="sm:flex-1">
          {copy === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copy === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
        <a
          href={link.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary', 'md', 'sm:flex-1')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Share on WhatsApp
        </a>
      </div>
      <p role="status" className="text-sm text-sand-800">
        {copy === 'copied' && 'The link is copied. Paste it into a message to the customer.'}
        {copy === 'select' && 'The link is selected: press Ctrl+C (or long-press and Copy) to copy it.'}
      </p>
    </div>
  );
}
