import { PageTitle } from '../../../components/ui/page-title';
import { ReviewList } from './review-list';
import { StatementUpload } from './statement-upload';

/** /admin/payments (issue 23, docs/decisions/068): the bank statement matched to orders, and what waits for the owner. */
export default function PaymentsPage() {
  return (
    <div className="space-y-8">
      <PageTitle
        title="Payments"
        description="Upload your bank statement: UPI credits are matched to orders and recorded as payments."
        className="mb-0"
      />
      <StatementUpload />
      <ReviewList />
    </div>
  );
}
