import { Play } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import { formatTime } from '../../../lib/dates';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import type { ParkedSale } from './parked-sales';
import { useWords } from '../../../i18n/use-words';

/** The sales parked on this device: who, how many items, what they came to, when; Resume prices them again. */
export function ParkedSales({ sales, onResume }: { sales: ParkedSale[]; onResume: (id: string) => void }) {
  const { t } = useWords('admin');
  if (sales.length === 0) return null;
  return (
    <Card className="space-y-3">
      <CardTitle>{t('admin.counter.parkedSales')}</CardTitle>
      <ul aria-label={t('admin.counter.parkedSales')} className="divide-y divide-sand-200">
        {sales.map((sale) => {
          const who = sale.customer ? sale.customer.name : t('admin.counter.walkIn');
          return (
            <li key={sale.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block font-semibold break-words text-sand-900">{who}</span>
                <span className="text-sm text-sand-700 tabular-nums">
                  {t(sale.lines.length === 1 ? 'admin.counter.item' : 'admin.counter.itemsCount', {
                    count: sale.lines.length.toLocaleString('en-IN'),
                  })}
                  {sale.totalPaise !== null && ` · ${formatPaise(sale.totalPaise)}`} ·{' '}
                  {t('admin.counter.parkedAt', { time: formatTime(sale.parkedAt) })}
                </span>
              </span>
              <Button
                variant="outline"
                onClick={() => onResume(sale.id)}
                aria-label={t('admin.counter.resumeSale', { name: who })}
              >
                <Play aria-hidden="true" className="size-4" />
                {t('admin.counter.resume')}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
