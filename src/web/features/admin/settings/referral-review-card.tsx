import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { BURST_HOURS, BURST_MEMBERS, type LoyaltySettingsInput } from '../../../../domain/settings.schemas';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Field, Label } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import type { SettingsFormValues } from './settings-form';

type SettingsForm = UseFormReturn<SettingsFormValues, unknown, LoyaltySettingsInput>;

const within = (text: string, range: { min: number; max: number }) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= range.min && n <= range.max ? n : null;
};

/** What the burst typed means, in plain words (once both boxes hold whole numbers in range). */
function burstConsequence(on: boolean, membersText: string, hoursText: string): string | null {
  if (!on) return 'Off: no referral is flagged, and referral rewards follow the return window only.';
  const members = within(membersText, BURST_MEMBERS);
  const hours = within(hoursText, BURST_HOURS);
  if (members === null || hours === null) return null;
  return (
    `A new member is flagged when they share a delivery address, phone or computer, or UPI payer with ` +
    `someone above them, or when their referrer gains ${members} members within ${hours} ${hours === 1 ? 'hour' : 'hours'}. ` +
    `Their referral rewards wait until you clear the flag in Referral review; nobody is refused.`
  );
}

/** Referral review (docs/decisions/081): the switch and the burst that flags a member. */
export function ReferralReviewCard({ form }: { form: SettingsForm }) {
  const switchId = useId();
  const [on, members, hours] = useWatch({
    control: form.control,
    name: ['referralReview', 'referralBurstMembers', 'referralBurstHours'],
  });
  const { errors } = form.formState;
  const consequence = burstConsequence(on, members, hours);
  return (
    <Card className="space-y-4">
      <div>
        <CardTitle>Referral review</CardTitle>
        <CardDescription>
          Referrals that look like one household or one person are flagged for you to check before their
          rewards are paid.
        </CardDescription>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex items-start justify-between gap-3 rounded-xl border border-sand-200 py-1 pr-2 pl-4">
          <div className="space-y-1 py-2">
            <Label htmlFor={switchId}>Flag referrals for review</Label>
          </div>
          <Switch
            id={switchId}
            checked={on}
            onCheckedChange={(checked) => form.setValue('referralReview', checked, { shouldDirty: true })}
          />
        </div>
        <Field
          label="Members per parent"
          inputMode="numeric"
          hint={`${BURST_MEMBERS.min} to ${BURST_MEMBERS.max}`}
          invalid={!!errors.referralBurstMembers}
          {...form.register('referralBurstMembers')}
        />
        <Field
          label="Within hours"
          inputMode="numeric"
          hint={`${BURST_HOURS.min} to ${BURST_HOURS.max}`}
          invalid={!!errors.referralBurstHours}
          {...form.register('referralBurstHours')}
        />
      </div>
      {consequence && <p className="text-sm text-sand-700">{consequence}</p>}
    </Card>
  );
}
