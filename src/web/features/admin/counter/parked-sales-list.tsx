import { Play } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import { formatTime } from '../../../lib/dates';
import { countOf } from '../../../lib/count-label';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import type { ParkedSale } from './parked-sales';

/** The sales parked on this device: who, how many items, what they came to, when; Resume prices them again. */
export function ParkedSales({ sales, onResume }: { sales: ParkedSale[]; onResume: (id: string) => void }) {
  if (sales.length === 0) return null;
  return (
    <Card className="space-y-3">
      <CardTitle>Parked sales</CardTitle>
      <ul aria-label="Parked sales" className="divide-y divide-sand-200">
        {sales.map((sale) => {
          const who = sale.customer ? sale.customer.name : 'Walk-in';
          return (
            <li key={sale.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block font-semibold break-words text-sand-900">{who}</span>
                <span className="text-sm text-sand-700 tabular-nums">
                  {countOf(sale.lines.length, { one: 'item', many: 'items' })}
                  {sale.totalPaise !== null && ` · ${formatPaise(sale.totalPaise)}`} · parked{' '}
                  {formatTime(sale.parkedAt)}
                </span>
              </span>
              <Button variant="outline" onClick={() => onResume(sale.id)} aria-label={`Resume ${who}’s sale`}>
                <Play aria-hidden="true" className="size-4" />
                Resume
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
