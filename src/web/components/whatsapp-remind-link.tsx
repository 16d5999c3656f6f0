import { MessageCircle } from 'lucide-react';
import { whatsAppChatUrl } from '../../domain/whatsapp';
import { buttonClass } from './ui/button';
import { useWords } from '../i18n/use-words';

/** "Remind" on a customer's row: opens WhatsApp with this message to their phone (khata, expiring points). */
export function WhatsAppRemindLink({ name, phone, text }: { name: string; phone: string; text: string }) {
  const { t } = useWords('admin');
  return (
    <a
      href={whatsAppChatUrl(phone, text)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('outline')}
      aria-label={t('admin.khata.remindOn', { name })}
    >
      <MessageCircle aria-hidden="true" className="size-4" /> {t('admin.khata.remind')}
    </a>
  );
}
