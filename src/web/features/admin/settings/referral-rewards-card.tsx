import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { REFERRAL_DEPTH_CAP, referralLevelStatus } from '../../../../domain/referral-levels';
import type { LoyaltySettingsInput } from '../../../../domain/settings.schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Field, Label } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import type { SettingsFormValues } from './settings-form';

type SettingsForm = UseFormReturn<SettingsFormValues, unknown, LoyaltySettingsInput>;

/** The depth as typed, or (while the box holds no valid depth) the cap, so no level is marked for a typo. */
function typedDepth(text: string): number {
  const depth = Number(text);
  return Number.isInteger(depth) && depth >= 1 && depth <= REFERRAL_DEPTH_CAP ? depth : REFERRAL_DEPTH_CAP;
}

/** Why a level's percentage is kept but not paid (DESIGN 7a), said under its box. */
function NotPaid({ reason, depth }: { reason: 'multi-level off' | 'beyond depth'; depth: number }) {
  return (
    <>
      <span className="font-semibold text-accent-700">Not paid</span>:{' '}
      {reason === 'multi-level off' ? 'multi-level rewards are off' : `past the referral depth of ${depth}`}
    </>
  );
}

/**
 * The referral percentages with DESIGN 7a's guardrails beside them: the multi-level switch and the
 * depth. Levels a delivery would not pay stay on screen, marked "Not paid", and keep their values.
 */
export function ReferralRewardsCard({ form }: { form: SettingsForm }) {
  const switchId = useId();
  const levels = useFieldArray({ control: form.control, name: 'referralPercents' });
  const [depthText, multiLevelReferrals] = useWatch({
    control: form.control,
    name: ['referralDepth', 'multiLevelReferrals'],
  });
  const { errors } = form.formState;
  const depth = typedDepth(depthText);
  // Which levels are paid depends on how many there are, not on their values.
  const paying = {
    referralPercents: levels.fields.map(() => 0),
    referralDepth: depth,
    multiLevelReferrals,
  };

  return (
    <Card className="space-y-4">
      <div>
        <CardTitle>Referral rewards</CardTitle>
        <CardDescription>
          On delivery, each upline earns this share of the order&apos;s point money: level 1 is the customer
          who referred the buyer, level 2 the one who referred them, and so on.
        </CardDescription>
      </div>

      <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Rewards come only from delivered purchases, never from sign-ups, and are points spendable only in this
        shop.
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-start justify-between gap-3 rounded-xl border border-sand-200 py-1 pr-2 pl-4">
          <div className="space-y-1 py-2">
            <Label htmlFor={switchId}>Multi-level referral rewards</Label>
            <p id={`${switchId}-hint`} className="text-sm text-sand-600">
              {multiLevelReferrals
                ? 'On: every level up to the referral depth earns'
                : 'Off: only the direct referrer (level 1) earns'}
            </p>
          </div>
          <Switch
            id={switchId}
            aria-describedby={`${switchId}-hint`}
            checked={multiLevelReferrals}
            onCheckedChange={(checked) =>
              form.setValue('multiLevelReferrals', checked, { shouldDirty: true })
            }
          />
        </div>
        <Field
          label="Referral depth"
          type="number"
          inputMode="numeric"
          min={1}
          max={REFERRAL_DEPTH_CAP}
          step={1}
          hint={`Upline levels paid, 1 to ${REFERRAL_DEPTH_CAP}`}
          invalid={!!errors.referralDepth}
          {...form.register('referralDepth')}
        />
      </div>

      {levels.fields.length === 0 ? (
        <p className="text-sm text-sand-700">No referral levels: nobody earns referral rewards.</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {levels.fields.map((level, index) => {
            const status = referralLevelStatus(paying, index + 1);
            return (
              <li key={level.id} className="flex items-start gap-2">
                <Field
                  label={`Level ${index + 1} (%)`}
                  inputMode="decimal"
                  className="flex-1"
                  hint={status === 'paid' ? undefined : <NotPaid reason={status} depth={depth} />}
                  invalid={!!errors.referralPercents?.[index]?.value}
                  {...form.register(`referralPercents.${index}.value`)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-7 text-red-700 hover:bg-red-50"
                  aria-label={`Remove level ${index + 1}`}
                  onClick={() => levels.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="outline"
        disabled={levels.fields.length >= REFERRAL_DEPTH_CAP}
        onClick={() =>
          levels.append({ value: '1' }, { focusName: `referralPercents.${levels.fields.length}.value` })
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        Add level
      </Button>
    </Card>
  );
}
