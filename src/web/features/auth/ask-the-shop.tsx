import { MessageCircle, Phone } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { SHOP } from '../../lib/shop-info';
import { useT } from '../../i18n/i18n-context';

/**
 * The shop's phone and WhatsApp, where a customer who forgot their password (or holds a link that
 * no longer works) is told to ask the shop for a reset link.
 */
export function AskTheShop({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <a href={SHOP.supportPhoneHref} className={buttonClass('outline')}>
        <Phone aria-hidden="true" className="size-4 text-brand-700" />
        {t('auth.call', { phone: SHOP.supportPhone })}
      </a>
      <a href={SHOP.supportWhatsAppHref} target="_blank" rel="noreferrer" className={buttonClass('outline')}>
        <MessageCircle aria-hidden="true" className="size-4 text-brand-700" />
        {t('auth.whatsApp')}
      </a>
    </div>
  );
}
