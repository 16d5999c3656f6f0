import { Fragment, type ReactNode } from 'react';
import { formatPaise } from '../../../../domain/money';
import type { ReviewCredit } from '../../../../domain/statements.schemas';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

/**
 * A dialog deciding one credit of the review list (pay an order, settle a khata): open while a
 * credit is chosen, titled `title`, with the credit's amount, day and UTR under it. `form` gets
 * the credit and closes the dialog when it is done; it starts afresh for each credit.
 */
export function CreditDialog({
  credit,
  title,
  onOpenChange,
  form,
}: {
  credit: ReviewCredit | null;
  title: string;
  onOpenChange: (open: boolean) => void;
  form: (credit: ReviewCredit, onDone: () => void) => ReactNode;
}) {
  return (
    <Dialog open={credit !== null} onOpenChange={onOpenChange}>
      {credit && (
        <DialogContent
          title={title}
          description={`${formatPaise(credit.amountPaise)} on ${credit.day}${credit.utr ? `, UTR ${credit.utr}` : ''}`}
        >
          <Fragment key={credit.id}>{form(credit, () => onOpenChange(false))}</Fragment>
        </DialogContent>
      )}
    </Dialog>
  );
}
