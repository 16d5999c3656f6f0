import { Alert } from '../../components/ui/alert';
import { useT } from '../../i18n/i18n-context';

/**
 * What a pending account (a self-registered customer the shop has not approved yet, DESIGN 6)
 * means for the customer, and what they can do meanwhile: shown on home and their dashboard (so
 * its words are the shop's own, not the account area's).
 */
export function PendingApprovalNote({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <Alert tone="info" title={t('pendingApproval.title')} className={className}>
      {t('pendingApproval.text')}
    </Alert>
  );
}
