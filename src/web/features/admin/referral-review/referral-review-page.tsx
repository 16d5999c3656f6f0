import { useState } from 'react';
import { Check, ShieldCheck, X } from 'lucide-react';
import { referralReviewMessages } from '../../../../domain/messages';
import type { Column } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageTitle } from '../../../components/ui/page-title';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { useListQuery } from '../../../lib/list-query';
import { notify } from '../../../lib/notify';
import type { ReferralDecision, ReferralFlag } from './referral-review.api';
import { referralReviewListQueryOptions, useDecideFlag } from './referral-review.queries';

const person = (p: { name: string; code: string }) => `${p.name} (${p.code})`;
const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

function Evidence({ flag }: { flag: ReferralFlag }) {
  return (
    <ul className="list-disc space-y-1 pl-4 text-sm text-sand-800">
      {flag.reasons.map((reason) => (
        <li key={`${reason.kind}:${reason.words}`}>{reason.words}</li>
      ))}
    </ul>
  );
}

const level = (flag: ReferralFlag) =>
  flag.upline.level === null ? '' : flag.upline.level === 1 ? ' (referrer)' : ` (level ${flag.upline.level})`;

function baseColumns(): Column<ReferralFlag>[] {
  return [
    {
      id: 'member',
      header: 'New member',
      card: 'title',
      className: 'font-semibold',
      cell: (flag) => person(flag.member),
    },
    {
      id: 'upline',
      header: 'Upline',
      card: 'subtitle',
      cell: (flag) => `Under ${person(flag.upline)}${level(flag)}`,
    },
    { id: 'evidence', header: 'Why flagged', cell: (flag) => <Evidence flag={flag} /> },
  ];
}

function openColumns(decide: (flag: ReferralFlag, decision: ReferralDecision) => void, busy: string | null) {
  return [
    ...baseColumns(),
    {
      id: 'held',
      header: 'Held rewards',
      card: 'corner',
      cell: (flag: ReferralFlag) => <Badge tone="warning">{points(flag.heldPoints)} held</Badge>,
    },
    {
      id: 'decide',
      header: 'Decision',
      headerHidden: true,
      card: 'footer',
      className: 'w-64',
      cell: (flag: ReferralFlag) => (
        <div className="flex gap-2 [&>*]:flex-1">
          <Button
            disabled={busy !== null}
            loading={busy === flag.id}
            onClick={() => decide(flag, 'clear')}
            aria-label={`Clear ${person(flag.member)} under ${person(flag.upline)}`}
          >
            <Check aria-hidden="true" className="size-4" />
            Clear
          </Button>
          <Button
            variant="outline"
            className="text-red-800"
            disabled={busy !== null}
            onClick={() => decide(flag, 'reject')}
            aria-label={`Reject ${person(flag.member)} under ${person(flag.upline)}`}
          >
            <X aria-hidden="true" className="size-4" />
            Reject
          </Button>
        </div>
      ),
    },
  ] satisfies Column<ReferralFlag>[];
}

const decidedColumns: Column<ReferralFlag>[] = [
  ...baseColumns(),
  {
    id: 'decided',
    header: 'Decided',
    card: 'corner',
    cell: (flag) => (
      <Badge tone={flag.status === 'cleared' ? 'brand' : 'danger'}>
        {flag.status === 'cleared' ? 'Cleared' : 'Rejected'}
      </Badge>
    ),
  },
  {
    id: 'by',
    header: 'By',
    cell: (flag) =>
      `${flag.decidedBy ?? 'An admin'}${flag.decidedAt ? `, ${formatDateTime(flag.decidedAt)}` : ''}${flag.note ? `: ${flag.note}` : ''}`,
  },
];

/**
 * Referral review (docs/decisions/081): the flagged referrals with their evidence and the reward
 * points they hold, Clear or Reject after a confirmation, and the decided ones below.
 */
export default function ReferralReviewPage() {
  const open = useListQuery(referralReviewListQueryOptions('open'));
  const cleared = useListQuery(referralReviewListQueryOptions('cleared'));
  const rejected = useListQuery(referralReviewListQueryOptions('rejected'));
  const decideFlag = useDecideFlag();
  const [asking, setAsking] = useState<{ flag: ReferralFlag; decision: ReferralDecision } | null>(null);
  const busy = decideFlag.isPending ? decideFlag.variables.id : null;

  const decide = async (): Promise<boolean> => {
    if (!asking) return false;
    try {
      const { message } = await decideFlag.mutateAsync({ id: asking.flag.id, decision: asking.decision });
      notify.success(message);
      return true;
    } catch (failure) {
      notify.error(errorMessage(failure));
      return false;
    }
  };
  const member = asking ? person(asking.flag.member) : '';
  const upline = asking ? person(asking.flag.upline) : '';

  return (
    <div className="space-y-8">
      <PageTitle
        title="Referral Review"
        description="Referrals that share an address, a phone or computer, or a UPI payer with someone above them, or came in a burst. Their rewards wait for your decision; nobody was refused."
      />
      <DataList
        label="Referrals to review"
        noun={{ one: 'referral to review', many: 'referrals to review' }}
        columns={openColumns((flag, decision) => setAsking({ flag, decision }), busy)}
        list={open}
        tableFrom="xl"
        empty={{
          icon: ShieldCheck,
          title: referralReviewMessages.none,
          description: 'New members who look like the same household or person as their upline appear here.',
        }}
      />
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-sand-900">Cleared</h2>
        <DataList
          label="Cleared referrals"
          noun={{ one: 'cleared referral', many: 'cleared referrals' }}
          columns={decidedColumns}
          list={cleared}
          tableFrom="xl"
          empty={{ icon: Check, title: 'No cleared referrals yet.' }}
        />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-sand-900">Rejected</h2>
        <DataList
          label="Rejected referrals"
          noun={{ one: 'rejected referral', many: 'rejected referrals' }}
          columns={decidedColumns}
          list={rejected}
          tableFrom="xl"
          empty={{ icon: X, title: 'No rejected referrals.' }}
        />
      </section>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        title={asking?.decision === 'reject' ? 'Reject this referral?' : 'Clear this referral?'}
        description={
          asking?.decision === 'reject'
            ? referralReviewMessages.confirmReject(member, upline)
            : referralReviewMessages.confirmClear(member, upline)
        }
        tone={asking?.decision === 'reject' ? 'danger' : 'primary'}
        confirmLabel={asking?.decision === 'reject' ? 'Reject Referral' : 'Clear Referral'}
        onConfirm={decide}
      />
    </div>
  );
}
